import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '@back-office/domain/schemas/auth';

// Loaded on the first interaction with the sign-in form rather than with the page: the schema
// library is not needed to draw the page, and the sign-in page must stay small (issue 3).
export const signInResolver = zodResolver(signInSchema);
