import { TRUSTS } from '@charity/shared';

/**
 * docs/product/README.md "Leadership entry (static)": name, role, description; the portrait is drawn from the
 * initials.
 */
export type Leader = {
  id: string;
  name: string;
  role: string;
  description: string;
  group: 'founder' | 'mayee' | 'merumathi' | 'coordinator';
};

export const LEADERS: Leader[] = [
  {
    id: 'founder',
    group: 'founder',
    name: 'Sri Raghavendra Rao',
    role: 'Founder',
    description:
      'Began the Sunday meal for a Jayanagar shelter in 2004 that grew into both trusts; still cooks on festival days.',
  },
  {
    id: 'mayee-chair',
    group: 'mayee',
    name: 'Dr. Lakshmi Narayan',
    role: `Chairperson, ${TRUSTS[1].name}`,
    description: 'A retired paediatrician who oversees the children’s home and the free medical camps.',
  },
  {
    id: 'mayee-secretary',
    group: 'mayee',
    name: 'Suresh Kumar',
    role: `Secretary, ${TRUSTS[1].name}`,
    description:
      'Looks after admissions, schooling and the scholarship programme for every child in our care.',
  },
  {
    id: 'mayee-treasurer',
    group: 'mayee',
    name: 'Anitha Prakash',
    role: `Treasurer, ${TRUSTS[1].name}`,
    description: 'A chartered accountant who keeps the trust’s books, receipts and annual audit in order.',
  },
  {
    id: 'mayee-trustee',
    group: 'mayee',
    name: 'Gopal Krishnamurthy',
    role: `Trustee, ${TRUSTS[1].name}`,
    description: 'Leads the elder-care visits and the home-delivered meals for senior citizens.',
  },
  {
    id: 'meru-chair',
    group: 'merumathi',
    name: 'Smt. Kamala Venkatesh',
    role: `Chairperson, ${TRUSTS[2].name}`,
    description: 'Has guided the restoration of eleven temples with traditional masons and sculptors.',
  },
  {
    id: 'meru-secretary',
    group: 'merumathi',
    name: 'Pandit Srinivasa Sharma',
    role: `Secretary, ${TRUSTS[2].name}`,
    description: 'A temple priest who revives lapsed rituals and trains young priests in the agamas.',
  },
  {
    id: 'meru-treasurer',
    group: 'merumathi',
    name: 'Ramesh Hegde',
    role: `Treasurer, ${TRUSTS[2].name}`,
    description: 'Manages restoration budgets and makes sure every rupee reaches the work it was given for.',
  },
  {
    id: 'meru-trustee',
    group: 'merumathi',
    name: 'Vidya Subramanian',
    role: `Trustee, ${TRUSTS[2].name}`,
    description: 'An architect who documents each temple before restoration and plans the work.',
  },
  {
    id: 'coord-events',
    group: 'coordinator',
    name: 'Arjun Reddy',
    role: 'Events Coordinator',
    description: 'Plans festivals, annadanam and camps, and makes sure every volunteer knows where to be.',
  },
  {
    id: 'coord-volunteers',
    group: 'coordinator',
    name: 'Meera Iyer',
    role: 'Volunteer Coordinator',
    description: 'Welcomes new volunteers and matches each one with the seva that suits their skills.',
  },
  {
    id: 'coord-education',
    group: 'coordinator',
    name: 'Kavya Shetty',
    role: 'Education Coordinator',
    description: 'Runs evening tuition, the library and the mentoring circle for our children.',
  },
  {
    id: 'coord-health',
    group: 'coordinator',
    name: 'Dr. Prasanna Kulkarni',
    role: 'Health Coordinator',
    description: 'Organises medical and eye camps and the regular check-ups of children and elders.',
  },
  {
    id: 'coord-temple',
    group: 'coordinator',
    name: 'Mahesh Bhat',
    role: 'Temple Works Coordinator',
    description: 'Supervises masons and artisans on site and keeps restoration on schedule.',
  },
  {
    id: 'coord-outreach',
    group: 'coordinator',
    name: 'Deepa Menon',
    role: 'Outreach & Media Coordinator',
    description: 'Tells our story online and in print, and looks after the newsletter and blog.',
  },
];

export const initials = (name: string): string =>
  name
    .replace(/^(Dr\.|Sri|Smt\.|Pandit)\s+/, '')
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
