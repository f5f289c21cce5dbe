import fs from 'node:fs'

import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * The layers (docs/architecture.md, "Layers"): which folder may import which. Each pattern
 * matches both the `@/` alias and a relative path climbing to the folder.
 */
const serverCode = {
  regex: '^(@/|(\\.\\./)+)(server|platform|cms)(/|$)|^@payload-config$',
  message:
    'src/server, src/platform, src/cms and the Payload config are server-only; browser-safe code must not import them.',
}
const collectionConfigs = {
  regex: '^(\\.\\./)+collections(/|$)',
  message:
    'collections/ is server-side CMS configuration; import value lists and limits from src/lib/contract.',
}
const appRoutes = {
  regex: '^(@/|(\\.\\./)+src/)app(/|$)',
  message: 'Collections are configuration: they must not import routes or pages from src/app.',
}
const components = {
  regex: '^(@/|(\\.\\./)+)components(/|$)',
  message: 'src/server must not import React components from src/components.',
}
const payloadClient = {
  regex: '^@payload-config$|(^@/|/)platform/payload/client$|^\\./client$',
  message:
    "Payload's configuration (collections/, src/platform/) takes the Payload instance from its arguments (req.payload), never from a module that imports the configuration.",
}
const aboveThePlatform = {
  regex:
    '^(@/|(\\.\\./)+)(server|components|features|shell|cms|ui|app)(/|$)|^(\\.\\./)+collections(/|$)',
  message:
    'src/platform is what every feature uses and none owns: it imports src/lib, src/migrations and its own folder only.',
}
const uiLayer = {
  regex:
    '^(@/|(\\.\\./)+)(components|server|features|platform|shell|cms|app|payload|access)(/|$)|^@payload-config$',
  message: 'src/ui holds the shared UI primitives: it imports src/lib and its own folder only.',
}
/** The features (src/features/<feature>/): each reached by the others through its faces alone. */
const FEATURES = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : []
const throughFaces = (feature) => ({
  regex: `^@/features/(?!${feature}/)[^/]+/(?!(index|client)$)`,
  message:
    'A feature reaches another only through its faces: @/features/<feature> (index.ts) or @/features/<feature>/client.',
})
const forbid = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next*/**',
      'backups/**',
      'tests/e2e/screenshots/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'public/_bench/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // A file a volunteer can read in one sitting: split by what it does before it grows past this.
  {
    files: ['src/**', 'collections/**', 'payload.config.ts'],
    rules: { 'max-lines': ['error', 400] },
  },
  forbid(['src/components/**', 'src/lib/**'], [serverCode, collectionConfigs]),
  forbid(['src/ui/**'], [uiLayer, collectionConfigs]),
  forbid(['collections/**'], [appRoutes, payloadClient]),
  forbid(['src/platform/**'], [aboveThePlatform]),
  // What Payload's configuration loads never takes the Payload instance from the client module.
  {
    ...forbid(
      [
        'src/platform/{payload,jobs,access,site,mail}/**',
        'src/platform/ops/{databaseErrors,databasePool,migrationStatus}.ts',
      ],
      [aboveThePlatform, payloadClient],
    ),
    // The one module that imports the configuration.
    ignores: ['src/platform/payload/client.ts'],
  },
  forbid(['src/server/**'], [components]),
  ...FEATURES.map(({ name }) => forbid([`src/features/${name}/**`], [throughFaces(name)])),
]

export default config
