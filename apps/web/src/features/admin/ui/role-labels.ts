import { STAFF_ROLE_LABELS } from '@charity/shared';

/** What the console shows for each role (the API speaks in role ids): the shared definition, under its old name. */
export const ROLE_LABELS = STAFF_ROLE_LABELS;
