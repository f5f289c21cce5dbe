import { jest } from '@jest/globals'

jest.setTimeout(120_000)
