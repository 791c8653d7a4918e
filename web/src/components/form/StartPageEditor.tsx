import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { START_PAGE_IMAGE_MAX_CHARACTERS, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { fileToDataUrl } from '@/lib/file-to-data-url';

interface StartPageEditorProps {
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly label: string;
}

const RASTER = /^image\/(?:png|jpeg|gif|webp)$/;

/** Inserts image files as data URLs (the server keeps only raster data URLs of at most 500 KB). */
async function insertImages(
  editor: Editor,
  files: readonly File[],
  at: number | null,
  fail: (m: string) => void,
) {
  for (const file of files) {
    if (!RASTER.test(file.type)) continue;
    const src = await fileToDataUrl(file);
    if (src.length > START_PAGE_IMAGE_MAX_CHARACTERS) {
      fail(SURVEY_MESSAGES.imageTooLarge);
      continue;
    }
    const chain = editor.chain().focus();
    (at === null ? chain : chain.setTextSelection(at)).setImage({ src, alt: file.name }).run();
  }
}

/**
 * The start page's rich-text editor (TipTap): formatting, images by drop, paste or the image
 * button, resized by their handles. Its own chunk: loaded only in step 2 of the wizards.
 */
export default function StartPageEditor({ value, onChange, label }: StartPageEditorProps) {
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit,
      Image.configure({
        allowBase64: true,
        resize: { enabled: true, alwaysPreserveAspectRatio: true, minWidth: 40 },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': 'start-page-editor',
      },
      handleDrop: (view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])].filter((file) => RASTER.test(file.type));
        const current = editorRef.current;
        if (files.length === 0 || !current) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
        void insertImages(current, files, at, setError);
        return true;
      },
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter((file) => RASTER.test(file.type));
        const current = editorRef.current;
        if (files.length === 0 || !current) return false;
        void insertImages(current, files, null, setError);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  editorRef.current = editor;
  // TipTap does not re-render on its transactions, so the toolbar subscribes to the marks it shows.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading') ?? false,
    }),
  });
  const button = (title: string, icon: React.ReactNode, run: () => void, pressed = false) => (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        aria-pressed={pressed}
        // The editor keeps the focus and the selection: a click on the toolbar must not take them,
        // or what the user types right after it goes nowhere until the editor has them back.
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
        color={active ? 'primary' : 'default'}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box>
      <Stack direction="row" spacing={0.5} sx={{ mb: 1 }}>
        {button(
          'Fett',
          <FormatBoldOutlined />,
          () => editor?.chain().focus().toggleBold().run(),
          active?.bold,
        )}
        {button(
          'Kursiv',
          <FormatItalicOutlined />,
          () => editor?.chain().focus().toggleItalic().run(),
          active?.italic,
        )}
        {button(
          'Überschrift',
          <TitleOutlined />,
          () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
          active?.heading,
        )}
        {button('Aufzählung', <FormatListBulletedOutlined />, () =>
          editor?.chain().focus().toggleBulletList().run(),
        )}
        {button('Bild einfügen', <ImageOutlined />, () => fileInput.current?.click())}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (editor) void insertImages(editor, files, null, setError);
          }}
        />
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          minHeight: 160,
          '& .ProseMirror': { outline: 'none', minHeight: 140 },
          '& img': { maxWidth: '100%', height: 'auto' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
