import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface AccountElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function AccountElement(props: AccountElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
