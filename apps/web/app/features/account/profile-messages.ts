import { messages } from '@shop/shared/messages';

/** The own profile as GET /api/users/private/{slug} answers it (docs/api.md §2 User). */
export interface AccountUser {
  slug: string;
  fullName: string;
  displayName: string | null;
  email: string;
  phone: string | null;
  avatar: string | null;
  role: 'buyer' | 'seller' | 'admin';
  address: {
    country: string | null;
    state: string | null;
    city: string | null;
    address: string | null;
  } | null;
  emailVerified: boolean;
}

/** Product rules §8 "Profile update": not signed in, or any other failure. */
export function profileFailureText(status: number): string {
  return status === 401 ? messages.userNotSignedIn : messages.genericFailure;
}

/** Product rules §8 "Change password": not signed in, wrong current password, or any other failure. */
export function passwordFailureText(status: number, code: string | undefined): string {
  if (status === 401) return messages.userNotSignedIn;
  if (code === 'wrong_password') return messages.wrongPassword;
  if (code === 'weak_password') return 'Password is too weak: at least 8 characters, not a common password';
  if (status === 429) return 'Too many attempts. Please wait a few minutes and try again.';
  return messages.genericFailure;
}
