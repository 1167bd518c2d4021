/**
 * Every `waitFor` and `findBy…` of the widget tests waits up to ten seconds for its condition:
 * the widgets talk to the real server, and a sign-up's password hashing or a checkout takes more
 * than the library's one-second default on a loaded machine. A condition still has to come true;
 * nothing here measures time.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
