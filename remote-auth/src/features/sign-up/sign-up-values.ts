import type { NewAccount } from './api/create-account';

/** The sign-up form: the API payload plus the password confirmation. */
export type SignUpValues = NewAccount & { confirmacionClave: string };
