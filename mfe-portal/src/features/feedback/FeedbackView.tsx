import { Stack } from '@mui/material';
import { FeedbackForm } from './FeedbackForm';
import { SentMessages } from './SentMessages';

/** Messages: one to the clinician, and those sent before, each with whether it has been read. */
export function FeedbackView({ online }: { online: boolean }) {
  return (
    <Stack spacing={3}>
      <FeedbackForm online={online} />
      <SentMessages online={online} />
    </Stack>
  );
}
