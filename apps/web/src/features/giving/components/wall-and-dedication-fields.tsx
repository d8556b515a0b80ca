import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { defaultWallName, MAX_DEDICATION_NAME } from '@charity/shared';
import { CheckboxField, SelectField, TextField } from '#src/components/forms/form-fields.tsx';
import {
  addValidationMessages,
  localiseValidationMessage,
} from '#src/components/forms/validation-messages.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

// The campaign, wall and dedication messages in the page's language (shared gift-choices.ts and names.ts write them
// in English): added from this chunk, which only the giving forms load, to keep their texts out of the first load.
addValidationMessages([
  m['givingExtras.msgWallName'],
  m['givingExtras.msgDedicationKind'],
  m['givingExtras.msgDedicationName'],
  m['givingExtras.msgDedicationNameLength'],
  m['givingExtras.msgNameCharacters'],
  m['givingExtras.msgCampaign'],
  m['givingExtras.msgCampaignClosed'],
  m['givingExtras.msgCampaignEnded'],
  m['givingExtras.msgCampaignTrust'],
]);

/**
 * What a donor may add to a gift besides its amount (docs/product/giving.md "Campaigns, the donor wall and
 * dedications"), for the donation (one-off and monthly) and e-hundi forms:
 *
 * - on a gift to a campaign, the note saying which (where the server's word on the campaign appears, e.g. "This
 *   campaign has ended"), the "Show my name on the donor wall" tick, off unless ticked (nobody is listed without
 *   asking), and the name the wall shows: empty shows "First L." as the server writes it, and the hint says so
 *   with the name typed above;
 * - a dedication, "In memory of" or "In honour of" someone, on any gift: the receipt prints it.
 *
 * Its own component so the forms take it with one line each.
 */
export function WallAndDedicationFields({ campaignTitle }: { campaignTitle?: string }) {
  const t = useT();
  const locale = useLocale();
  const { control, setValue, clearErrors } = useFormContext();
  const { errors } = useFormState({ control, name: 'campaign' });
  const [campaign, wall, firstName, lastName, kind] = useWatch({
    control,
    name: ['campaign', 'wall', 'first_name', 'last_name', 'dedication_kind'],
  }) as [unknown, unknown, unknown, unknown, unknown];
  const hasCampaign = typeof campaign === 'string' && campaign !== '';
  const first = typeof firstName === 'string' ? firstName.trim() : '';
  const shownAs = first ? defaultWallName(first, typeof lastName === 'string' ? lastName : '') : '';
  const campaignError = errors.campaign?.message;
  return (
    <>
      {hasCampaign ? (
        <div className="sm:col-span-2">
          {campaignTitle ? (
            <p className="rounded-xl bg-primary-soft px-4 py-3 text-sm font-semibold text-primary-strong">
              {t(m['givingExtras.campaignNote'], { title: campaignTitle })}
            </p>
          ) : null}
          {typeof campaignError === 'string' ? (
            <p role="alert" className="mt-2 text-sm font-medium text-primary-strong">
              {localiseValidationMessage(campaignError, locale)}
            </p>
          ) : null}
        </div>
      ) : null}
      {hasCampaign ? (
        <CheckboxField
          name="wall"
          label={t(m['givingExtras.wallTick'])}
          hint={t(m['givingExtras.wallTickHint'])}
          className="sm:col-span-2"
        />
      ) : null}
      {hasCampaign && wall === true ? (
        <div className="sm:col-span-2">
          <TextField
            name="wall_name"
            label={t(m['givingExtras.wallName'])}
            required={false}
            maxLength={60}
            autoComplete="off"
            placeholder={shownAs || undefined}
            hint={
              shownAs
                ? t(m['givingExtras.wallNameHint'], { name: shownAs })
                : t(m['givingExtras.wallNameHintEmpty'])
            }
          />
          <button
            type="button"
            className="mt-2 text-sm font-semibold text-primary-strong underline underline-offset-4"
            onClick={() => {
              setValue('wall_name', t(m['givingExtras.anonymous']), { shouldDirty: true });
              clearErrors('wall_name');
            }}
          >
            {t(m['givingExtras.useAnonymous'])}
          </button>
        </div>
      ) : null}
      <SelectField
        name="dedication_kind"
        label={t(m['givingExtras.dedicationKind'])}
        required={false}
        options={[
          { value: '', label: t(m['givingExtras.dedicationNone']) },
          { value: 'memory', label: t(m['givingExtras.dedicationMemory']) },
          { value: 'honour', label: t(m['givingExtras.dedicationHonour']) },
        ]}
        onValueChange={(value) => {
          // No dedication: no name either, so nothing half-filled is sent.
          if (value === '') setValue('dedication_name', '');
          clearErrors(['dedication_kind', 'dedication_name']);
        }}
      />
      {typeof kind === 'string' && kind !== '' ? (
        <TextField
          name="dedication_name"
          label={t(m['givingExtras.dedicationName'])}
          maxLength={MAX_DEDICATION_NAME}
          autoComplete="off"
          hint={t(m['givingExtras.dedicationHint'])}
        />
      ) : null}
    </>
  );
}
