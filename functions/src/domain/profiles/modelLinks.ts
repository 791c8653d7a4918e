import { unlinkProfileFromModel } from '../../data/repositories/profiles.js';

/** After a model is deleted: its profile no longer points at it (the profile itself stays). */
export const unlinkDeletedModel = unlinkProfileFromModel;
