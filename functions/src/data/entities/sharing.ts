/** Sharing: share links of a model. */
import {
  entitySchema,
  modelOwned,
  optionalString,
  requiredNumber,
  requiredStrings,
  tokenHashIndex,
} from './common.js';
import { modelRecordsIndex } from './models.js';

/** What a share link and the model's pointer to it both hold. */
const shareLinkFields = {
  ...modelOwned,
  ...requiredStrings('tokenHash', 'createdBy', 'createdAt'),
  expiresAt: requiredNumber,
} as const;

/**
 * A share link found by the SHA-256 of its token (`SHARELINK#<hash>`, like sign-in tokens): the
 * token itself is never stored. It names the one model of the one client it opens; DynamoDB's TTL
 * removes it some time after it expired (the domain checks `expiresAt` itself).
 */
export const shareLinkSchema = entitySchema(
  'shareLink',
  { ...shareLinkFields, ttl: requiredNumber },
  { byHash: tokenHashIndex('SHARELINK#${tokenHash}', 'LINK') },
);

/**
 * The model's pointer to its one share link (in the model's partition): created together with the
 * link under attribute_not_exists, so a model has at most one link; revoking deletes both. It keeps
 * the token, so those who may edit the model can copy the link again later; the
 * global lookup record above still holds only the hash.
 */
export const modelShareLinkSchema = entitySchema(
  'modelShareLink',
  {
    ...shareLinkFields,
    /** Absent on links made before link addresses were stored: those are shown without their address. */
    token: optionalString,
  },
  { byModel: modelRecordsIndex([], 'SHARELINK') },
);
