/**
 * One way into the wizard from a file of the user's (a JSON Resume file, LinkedIn's export): its
 * heading, what it reads, the button that picks the file, read on the device, and what follows
 * (what the reading said, its review).
 */
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';

export function FileSource({
  title,
  body,
  choose,
  reading,
  accept,
  multiple = false,
  onFiles,
  children,
}: {
  title: string;
  body: string;
  /** The button's words, and the file input's name. */
  choose: string;
  /** Said on the button, busy, while the files are read. */
  reading?: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5} sx={{ mt: 4 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {body}
      </Typography>
      <div>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          loading={reading !== undefined}
          loadingPosition="start"
          onClick={() => input.current?.click()}
        >
          {reading ?? choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          hidden
          aria-label={choose}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file chosen again (after fixing it) must be read again.
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </div>
      {children}
    </Stack>
  );
}
