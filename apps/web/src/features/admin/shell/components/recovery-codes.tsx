import { useId, useState } from 'react';
import { toast } from 'sonner';

/**
 * The 10 recovery codes, shown once (docs/product/console.md): copy, download as a text file, and a tick that the staff
 * member has kept them before they go on.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'Continue to the console',
}: {
  codes: readonly string[];
  onDone: () => void;
  /** The button under the tick: on to the console after enrolling, back to the account page after new codes. */
  doneLabel?: string;
}) {
  const [saved, setSaved] = useState(false);
  const tickId = useId();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying failed; select the codes and copy them yourself.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'trust-console-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="recovery-heading" className="space-y-4">
      <h2 id="recovery-heading" className="text-xl font-semibold">
        Your recovery codes
      </h2>
      <p>
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-xl bg-white p-4 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
          Copy the codes
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={download}>
          Download the codes
        </button>
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={tickId}
          type="checkbox"
          className="size-5 accent-primary"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={tickId}>I have saved them</label>
      </div>
      <button type="button" className="btn btn-primary" disabled={!saved} onClick={onDone}>
        {doneLabel}
      </button>
    </section>
  );
}
