import { readQuery } from './readQuery';

export type BodyVerdict = { readonly accepted: true } | { readonly accepted: false; readonly message: string };

/** What `readQuery` (the server-side page's check) says of a request body: accepted, or refused with its message. */
export function checkBody(body: string): BodyVerdict {
  try {
    readQuery(body);
    return { accepted: true };
  } catch (error) {
    return { accepted: false, message: error instanceof Error ? error.message : String(error) };
  }
}
