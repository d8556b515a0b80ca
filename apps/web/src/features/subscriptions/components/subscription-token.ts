import { useSearchParams } from 'react-router';

/** The `?token=` of a link from one of our mails; null when it is missing or blank (a truncated link). */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? token : null;
}
