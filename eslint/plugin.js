/** The repo's own ESLint rules (the `lumbung/` plugin of eslint.config.js). */
import { databaseAccess } from './database-access.js';
import { featureBoundaries } from './feature-boundaries.js';
import { layerBoundaries } from './layer-boundaries.js';
import { noLiteralText } from './no-literal-text.js';
import { statementNames } from './statement-names.js';

export default {
  meta: { name: 'lumbung' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'layer-boundaries': layerBoundaries,
    'database-access': databaseAccess,
    'statement-names': statementNames,
    'no-literal-text': noLiteralText,
  },
};
