import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  CAMPAIGN_MESSAGES,
  GENERAL_FUND,
  IMAGE_WIDTHS,
  TRUSTS,
  TRUST_IDS,
  adminPaths,
  todayInIndia,
  type AdminCampaign,
} from '@charity/shared';
import { Form } from '#src/components/forms/form.tsx';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '#src/components/forms/form-fields.tsx';
import { useApiForm } from '#src/components/forms/use-api-form.ts';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useSite } from '#src/lib/site.ts';
import { toast } from '#src/lib/toast.ts';
import { PictureField } from '#src/features/admin/content/components/content-form.tsx';
import { RichTextField } from '#src/features/admin/content/components/rich-text-editor.tsx';
import {
  createCampaign,
  updateCampaign,
  useDeleteCampaign,
} from '#src/features/admin/campaigns/api/campaigns.ts';
import { campaignKeys } from '#src/features/admin/campaigns/api/keys.ts';
import {
  CAMPAIGN_FORM_FIELDS,
  campaignFormSchema,
  type CampaignFormValues,
} from '#src/features/admin/campaigns/components/campaign-form-schema.ts';

const TRUST_OPTIONS = TRUST_IDS.map((id) => ({ value: String(id), label: TRUSTS[id].name }));

/** The form's values: a new campaign's (a draft starting today, no wall), or a saved one's. */
const valuesOf = (campaign: AdminCampaign | undefined): CampaignFormValues => ({
  trust: String(campaign?.trust ?? TRUST_IDS[0]),
  fund: campaign?.fund ?? '',
  slug: campaign?.slug ?? '',
  title: campaign?.title ?? '',
  summary: campaign?.summary ?? '',
  story_html: campaign?.story_html ?? '',
  image: campaign?.image ?? null,
  image_small: campaign?.image_small ?? null,
  goal: campaign ? String(campaign.goal) : '',
  starts_on: campaign?.starts_on ?? todayInIndia(),
  ends_on: campaign?.ends_on ?? '',
  published: campaign?.published ?? false,
  show_wall: campaign?.show_wall ?? false,
});

/** Delete, behind a confirmation; one with gifts is refused by the server (409), whose message is toasted. */
function DeleteCampaign({ campaign }: { campaign: AdminCampaign }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteCampaign();
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        Delete campaign
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Delete this campaign?" style={{ maxWidth: 480 }}>
        <div className="space-y-4 p-5">
          <p>
            “{campaign.title}” and its page are deleted. A campaign that has gifts cannot be deleted:
            unpublish it instead.
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(false)}>
              Keep it
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(campaign.id, {
                  onSuccess: () => {
                    toast.success(CAMPAIGN_MESSAGES.deleted);
                    void navigate(adminPaths.campaigns);
                  },
                  onSettled: () => setOpen(false),
                })
              }
            >
              Delete
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/**
 * A campaign (docs/product/giving.md "Campaigns, the donor wall and dedications") on the console's form kit: the
 * trust and one of its funds, the address, texts, story (rich text, as in the content editor), cover picture, goal
 * in rupees, dates and the two switches. The shared schema checks it before sending; the server's field errors
 * (a taken or fixed address, a fund of another trust) show under their fields.
 */
export function CampaignForm({ campaign }: { campaign?: AdminCampaign }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const site = useSite();
  const api = useApiForm({
    schema: campaignFormSchema,
    defaultValues: valuesOf(campaign),
    serverFields: CAMPAIGN_FORM_FIELDS,
    send: (values) => (campaign ? updateCampaign(campaign.id, values) : createCampaign(values)),
    successToast: (result) => result.message ?? CAMPAIGN_MESSAGES.updated,
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(campaignKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: campaignKeys.lists });
      // The reset put back the values the form opened with; the campaign as saved is what it holds now.
      api.form.reset(valuesOf(saved));
      if (!campaign) void navigate(adminPaths.campaign(saved.id));
    },
  });
  const trustId = TRUST_IDS.find((id) => String(id) === String(api.form.watch('trust')));
  const fundOptions = [
    { value: '', label: GENERAL_FUND.name },
    ...(trustId === undefined ? [] : site.trusts[trustId].funds).map((fund) => ({
      value: fund.key,
      label: fund.name,
    })),
  ];

  return (
    <div className="space-y-4">
      <Form
        api={api}
        aria-labelledby="campaign-heading"
        className="space-y-5 rounded-2xl border border-line bg-white p-5"
      >
        <h2 id="campaign-heading" className="text-xl font-semibold">
          {campaign ? 'Edit the campaign' : 'Start a campaign'}
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            name="trust"
            label="Trust"
            options={TRUST_OPTIONS}
            // Each trust has its own funds: a fund chosen for one is never sent with the other.
            onValueChange={() => api.form.setValue('fund', '')}
          />
          <SelectField
            name="fund"
            label="Fund"
            required={false}
            options={fundOptions}
            hint="Gifts to the campaign go to this fund."
          />
        </div>
        <TextField name="title" label="Title" maxLength={200} />
        <TextField
          name="slug"
          label="Page address"
          autoCapitalize="none"
          spellCheck={false}
          hint="The page is /campaigns/ and this: lower-case letters, digits and hyphens, e.g. temple-restoration-2026. It cannot change once published."
        />
        <TextAreaField name="summary" label="Summary" rows={3} maxLength={500} />
        <RichTextField name="story_html" label="Story" />
        <PictureField
          widths={IMAGE_WIDTHS}
          optional
          empty="No cover picture: the page shows the story alone."
        />
        <div className="grid gap-4 md:grid-cols-3">
          <TextField name="goal" label="Goal" prefix="₹" inputMode="numeric" hint="Whole rupees." />
          <TextField name="starts_on" label="Starts on" type="date" />
          <TextField
            name="ends_on"
            label="Ends on"
            type="date"
            required={false}
            hint="The last day gifts are taken. Leave empty for no end."
          />
        </div>
        <CheckboxField name="published" label="Published" hint="Shown on the site from its start date." />
        <CheckboxField
          name="show_wall"
          label="Show the donor wall"
          hint="Lists the donors who asked to be listed, never amounts."
        />
        <SubmitButton>{campaign ? 'Save changes' : 'Create campaign'}</SubmitButton>
      </Form>
      {campaign ? <DeleteCampaign campaign={campaign} /> : null}
    </div>
  );
}
