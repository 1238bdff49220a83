// ESLint for the TypeScript tree: typescript-eslint's recommended rules (syntax only, no type information, so the
// run stays quick), with every formatting rule left to Prettier (.prettierrc.json) by eslint-config-prettier.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    'dist/',
    'dev-dist/',
    'dist-test/',
    'dist-update-*/',
    'coverage/',
    'test/output/',
    'tmp/',
    'models/tokenling-mini/',
    'models/recipe/out*/',
    'models/recipe/runs/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  prettier,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Prettier wraps code at 120 columns but never a comment, a string or a regex: comments get a little more room,
      // and a long string or regex (a word table, a pattern of alternatives) is one idea that splitting would not help.
      'max-len': [
        'error',
        {
          code: 120,
          comments: 160,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
        },
      ],
      // A leading underscore marks a parameter kept for its position; a rest sibling drops a key on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `interface HTMLElementEventMap extends TlEventMap {}` is how an element's events join the DOM's map.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // The control characters in our regexes are the point: they strip or detect them in owner text.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['test/**'],
    rules: {
      // Browser tests reach into the page's untyped objects (the tl-app element, window hooks) inside page.evaluate.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
