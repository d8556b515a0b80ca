import { useEditor, EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { CustomField } from '#src/components/forms/form-fields.tsx';

type RichTextEditorProps = {
  id: string;
  label: string;
  value: string | null;
  onChange: (html: string | null) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid?: boolean;
};

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      onClick={onClick}
      className={`rounded-md px-2 py-1 text-sm font-semibold ${active ? 'bg-primary-soft text-primary-strong' : 'text-maroon hover:bg-sand'}`}
    >
      {children}
    </button>
  );
}

/**
 * An event description block as rich text (TipTap): paragraphs, headings, bold, italic, lists, quotes and links.
 * The server sanitises what is saved with the site's own rules, so whatever a paste brings in, only what the site
 * would show is kept. An empty editor is "no block" (null).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value ?? '',
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-32 px-4 py-3 focus:outline-none [&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? null : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // A value set from outside (a restored draft, Discard, the saved record read back) replaces the text; the
  // editor's own changes come back here equal to what it holds, and leave it alone.
  useEffect(() => {
    const current = editor.isEmpty ? null : editor.getHTML();
    if (current !== (value ?? null)) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…)', previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  return (
    <div className={`mt-1 rounded-xl border bg-white ${invalid ? 'border-primary-strong' : 'border-line'}`}>
      <div
        role="toolbar"
        aria-label={`${label}: formatting`}
        className="flex flex-wrap gap-1 border-b border-line p-1"
      >
        <ToolButton label="Bold" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
          B
        </ToolButton>
        <ToolButton
          label="Italic"
          active={editor.isActive('italic')}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label="Heading"
          active={editor.isActive('heading', { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H
        </ToolButton>
        <ToolButton
          label="Bulleted list"
          active={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        >
          • List
        </ToolButton>
        <ToolButton
          label="Numbered list"
          active={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1. List
        </ToolButton>
        <ToolButton
          label="Quote"
          active={editor.isActive('blockquote')}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “ ”
        </ToolButton>
        <ToolButton label="Link" active={editor.isActive('link')} onClick={setLink}>
          Link
        </ToolButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * A rich-text field of a console form: the kit's label, hint and error around the editor, tied to it with
 * aria-describedby (docs/decisions/0046). Optional: an empty editor saves as null and the server says what is
 * missing.
 */
export function RichTextField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  return (
    <CustomField name={name} label={label} hint={hint} required={false}>
      {({ id, aria, field, fieldState }) => (
        <RichTextEditor
          id={id}
          label={label}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={fieldState.invalid}
          {...(aria['aria-describedby'] ? { describedBy: aria['aria-describedby'] } : {})}
        />
      )}
    </CustomField>
  );
}
