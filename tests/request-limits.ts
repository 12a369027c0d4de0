// The request deadline of every gateway a test starts. Production answers 504 after REQUEST_DEADLINE_MS (10 s by
// default); on a CI machine busy with other work a heavy but correct request (a 'Todos' list, report 7 read from
// every product) took longer than that and failed a test that is not about deadlines. Tests give their gateways two
// minutes, as long as a test may take; the deadline's own tests (overload.test.ts) set a short one.
export const TEST_DEADLINE_MS = 120_000;
