/**
 * Three projects:
 * - unit: React components and plain logic, jsdom, CommonJS (styled-components needs it);
 * - int: the real database through Payload's Local API and the route handlers, native ESM;
 * - e2e: a real browser against the production build (see tests/e2e/globalSetup.ts).
 */
const swcTransform = (moduleType) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: moduleType },
  },
]

const moduleNameMapper = {
  '^@payload-config$': '<rootDir>/payload.config.ts',
  '^@/(.*)$': '<rootDir>/src/$1',
  // Server modules start with `import 'server-only'`, which throws unless resolved as Next
  // resolves it for server code: to the package's empty module.
  '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
}

/** Build output (a standalone build carries a copy of package.json) is not part of the tests. */
const modulePathIgnorePatterns = ['<rootDir>/\\.next']

const esmProject = {
  testEnvironment: 'node',
  modulePathIgnorePatterns,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform('es6') },
  moduleNameMapper: { ...moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: ['/node_modules/'],
}

const config = {
  // Integration tests start Payload and open real databases; browser tests get more (see tests/e2e).
  testTimeout: 60_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      modulePathIgnorePatterns,
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform('commonjs') },
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(css|scss)$': '<rootDir>/tests/unit/styleStub.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    },
    {
      displayName: 'int',
      ...esmProject,
      testEnvironment: '<rootDir>/tests/int/environment.mjs',
      testMatch: ['<rootDir>/tests/int/**/*.test.ts'],
      setupFiles: ['<rootDir>/tests/int/setupEnv.ts'],
    },
    {
      displayName: 'e2e',
      ...esmProject,
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/setupTimeout.ts'],
    },
  ],
}
export default config
