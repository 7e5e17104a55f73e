import { Box, Button, Stack } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EDUCATION_NS } from '../i18n/strings';

export interface RichTextEditorProps {
  /** The label of the editable area (its visible label is the element `labelId` names). */
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * A custom article's body: TipTap (ProseMirror) with headings, paragraphs, bold, italic and
 * lists, what the server's allow-list keeps. A lazy chunk of its own: only editing loads it.
 */
export default function RichTextEditor({ labelId, initialHtml, onChange }: RichTextEditorProps) {
  const { t } = useTranslation(EDUCATION_NS);
  const toolbarId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: false, underline: false })],
    content: initialHtml,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'article-editor' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const tool = (key: keyof NonNullable<typeof marks>, run: () => void) => (
    <Button size="small" variant={marks?.[key] ? 'contained' : 'text'} aria-pressed={marks?.[key] ?? false} onClick={run}>
      {t(`editor.${key}`)}
    </Button>
  );
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack id={toolbarId} role="toolbar" aria-label={t('editor.toolbar')} direction="row" useFlexGap spacing={0.5} sx={{ p: 0.5, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
        {tool('bold', () => chain()?.toggleBold().run())}
        {tool('italic', () => chain()?.toggleItalic().run())}
        {tool('heading', () => chain()?.toggleHeading({ level: 2 }).run())}
        {tool('bulletList', () => chain()?.toggleBulletList().run())}
        {tool('orderedList', () => chain()?.toggleOrderedList().run())}
        <Button size="small" onClick={() => chain()?.undo().run()}>
          {t('editor.undo')}
        </Button>
        <Button size="small" onClick={() => chain()?.redo().run()}>
          {t('editor.redo')}
        </Button>
      </Stack>
      <Box
        sx={{
          px: 1.5,
          '& .ProseMirror': { minHeight: 240, outline: 'none', py: 1 },
          '& .ProseMirror:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
          '& h2': { fontSize: '1.25rem', fontWeight: 600 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
