/** Seal kinds as the seal forms show and send them (common/api/seals.ts). */
import type { SealDrawBody, SealKind } from '@common/api/seals';

/** The kind select's "another kind" choice; never a kind, as the server trims every kind it keeps. */
export const OTHER_KIND = ' other';

/** A new seal's form: a kind chosen (or OTHER_KIND and one typed in `otherKind`) and a name. */
export interface SealKindValues {
  kind: SealKind;
  otherKind?: string;
  name: string;
}

/** The kind the form names: the one chosen, or the one typed in; undefined while none is. */
export const chosenKind = ({ kind, otherKind }: Partial<SealKindValues>): SealKind | undefined =>
  (kind === OTHER_KIND ? otherKind?.trim() : kind) || undefined;

/** What the server is sent for the form's values. */
export const sealDrawBody = (values: SealKindValues): SealDrawBody => ({ kind: chosenKind(values) ?? '', name: values.name.trim() });
