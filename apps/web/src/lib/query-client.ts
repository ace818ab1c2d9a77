import { createQueryClient } from './create-query-client';
import { notifyRequestError } from './graphql/notify-request-error';
import { onSessionReset } from './session/session-store';

// The staff app's queries; a failed one gets the request's toast.
export const queryClient = createQueryClient(notifyRequestError);

onSessionReset(() => queryClient.clear());
