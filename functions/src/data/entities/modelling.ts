/** Modelling: the client's custom modelling elements. */
import type { Schema } from 'electrodb';
import { key, SERVICE } from './common.js';

export const customElementSchema = {
  model: { entity: 'customElement', version: '1', service: SERVICE },
  attributes: {
    clientId: { type: 'number', required: true },
    id: { type: 'string', required: true },
    taskType: { type: 'string', required: true },
    elementTitle: { type: 'string', required: true },
    imageUrl: { type: 'string', required: true },
    /** Who added it: only they or an administrator may delete it (absent in old data: admins only). */
    createdBy: { type: 'string' },
  },
  indexes: {
    byClient: {
      pk: { field: 'pk', composite: ['clientId'], template: 'T#${clientId}', ...key },
      sk: { field: 'sk', composite: ['id'], template: 'CUSTOMEL#${id}', ...key },
    },
  },
} as const satisfies Schema<string, string, string>;
