/**
 * Web tests' setup: every findBy / waitFor without its own timeout waits up to 15 s. The machine
 * running the suite is a 2-core one shared with other jobs, and a part of a page loaded on demand
 * (the roof drawer, the live results, the far horizon, a namespace of strings) compiles on its
 * first use in a file: Testing Library's 1 s, and the 5 s set before, failed tests on time alone.
 * A wait that succeeds ends as soon as it does; only a failing one takes the whole limit.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
