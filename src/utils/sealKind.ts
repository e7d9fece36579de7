import type { Translate } from '@/hooks/useT';
import { BUILT_IN_SEAL_KINDS, type SealKind } from '@common/api/seals';

export const isBuiltInKind = (kind: SealKind) => (BUILT_IN_SEAL_KINDS as readonly string[]).includes(kind);

/** A seal kind in the reader's language: a built-in kind translated, a company's own kind as the company named it. */
export const sealKindLabel = (t: Translate, kind: SealKind): string => (isBuiltInKind(kind) ? t(`pages.common.sealKind.${kind}`) : kind);
