// Runs before each view test file (the 'views' project, vitest.config.ts). Its worker runs many files one after
// another without a fresh process, so this drops every source module the previous file evaluated: the file then
// imports the views afresh, bound to its own vi.mock factories, as in a process of its own. Packages Node loaded
// (React, Blueprint, jsdom) stay loaded, which is the time saved. What a file may leave behind in the process
// (fake timers, stubbed globals or environment variables) is put back too.
import { vi } from 'vitest';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.resetModules();
