import { z } from 'zod';

// Validation messages that reach users are German; custom messages in schemas take precedence.
z.config(z.locales.de());
