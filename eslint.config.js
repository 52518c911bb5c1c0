import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-a/',
      'build-b/',
      '.react-router/',
      'node_modules/',
      'data/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: [
      'server/**',
      'scripts/**',
      'bench/**',
      'vite-plugins/**',
      'tests/**',
      '**/*.config.*',
      '**/*.test.*',
    ],
    languageOptions: { globals: globals.node },
  },
  { files: ['app/**'], languageOptions: { globals: globals.browser } },
  {
    // The site and the editor never import server or tool code: what both need lives in shared/.
    files: ['app/**', 'admin/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(server|scripts|bench|tests)(/|$)',
              message:
                'app/ and admin/ import nothing from server/, scripts/, bench/ or tests/: move what both need to shared/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', '**/*.test.*'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
