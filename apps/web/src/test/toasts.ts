import { vi } from 'vitest';
import { toast } from '#src/lib/toast.ts';

/**
 * Replaces the app's toasts (lib/toast.ts) with silent spies for the current test, so it can assert exactly what
 * the visitor was told, and with what. Call it in `beforeEach`: each test starts with no calls recorded, and
 * setup.ts restores the real toasts after it.
 */
export function spyOnToasts(): void {
  vi.spyOn(toast, 'success').mockImplementation(() => {});
  vi.spyOn(toast, 'error').mockImplementation(() => {});
  vi.spyOn(toast, 'info').mockImplementation(() => {});
}
