/** A stored ISO time as India reads it (the console's one way, ui/format.ts). */
export { formatWhen } from '#src/features/admin/ui/format.ts';
