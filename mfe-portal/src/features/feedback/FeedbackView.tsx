import { Stack } from '@mui/material';
import { FeedbackForm } from './FeedbackForm';
import { Conversation } from './Conversation';

/** Messages: one to the clinician, and the conversation so far (the client's messages and the replies). */
export function FeedbackView({ online }: { online: boolean }) {
  return (
    <Stack spacing={3}>
      <FeedbackForm online={online} />
      <Conversation online={online} />
    </Stack>
  );
}
