import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { cleanText, stripAngleBrackets } from '@openset/web-kit';

/** The words of a dialog, in the caller's namespace. */
export interface DialogLabels {
  cancel: string;
  submit: string;
}

/** Name a new folder or rename one (the exercise browser's folders, template folders). Mount it to open it. */
export function FolderNameDialog({
  initial,
  heading,
  nameLabel,
  labels,
  busy,
  onCancel,
  onSave,
}: {
  initial: string;
  heading: string;
  nameLabel: string;
  labels: DialogLabels;
  busy: boolean;
  onCancel: () => void;
  onSave: (title: string) => void;
}) {
  const titleId = useId();
  const [title, setTitle] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = cleanText(title);
    if (clean) onSave(clean);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <TextField
          label={nameLabel}
          required
          autoFocus
          fullWidth
          value={title}
          onChange={(event) => setTitle(stripAngleBrackets(event.target.value))}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{labels.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy || !cleanText(title)}>
          {labels.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A destination picker: a select of places, then the submit button (Move). */
export function PlacePickerDialog({
  heading,
  label,
  options,
  initial,
  labels,
  busy,
  onCancel,
  onPick,
}: {
  heading: string;
  label: string;
  options: { value: string; label: string }[];
  initial: string;
  labels: DialogLabels;
  busy: boolean;
  onCancel: () => void;
  onPick: (value: string) => void;
}) {
  const titleId = useId();
  const [target, setTarget] = useState(initial);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{heading}</DialogTitle>
      <DialogContent>
        <TextField select fullWidth label={label} value={target} onChange={(event) => setTarget(event.target.value)} sx={{ mt: 1 }}>
          {options.map((option) => (
            <MenuItem key={option.value || 'root'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{labels.cancel}</Button>
        <Button variant="contained" disabled={busy || target === initial} onClick={() => onPick(target)}>
          {labels.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
