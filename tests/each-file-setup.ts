// Runs before each unit and view test file (vitest.config.ts). A worker runs many files one after another without
// a fresh process, so this drops every source module the previous file evaluated: the file then imports the code
// afresh, bound to its own vi.mock factories, as in a process of its own. Packages Node loaded (graphql, Apollo,
// React, Blueprint, jsdom) stay loaded, which is the time saved. What a file may leave behind in the process (fake
// timers, stubbed globals or environment variables) is put back too.
import { vi } from 'vitest';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
