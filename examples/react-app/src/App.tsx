/**
 * Three pages on wouter, each one Vitrine widget: the new arrivals, a product (where the shopper
 * picks a size and adds it to the cart) and the cart, plus sign-in. The header's count reads the
 * SDK's shared store, so it follows every change the widgets make.
 */
import {
  Cart,
  CatalogGrid,
  LoginForm,
  ProductDetail,
  Snackbars,
  useSession,
  useVitrineState,
  VitrineProvider,
} from '@vitrine/widgets';
import { useMemo } from 'react';
import { Link, Route, Switch, useLocation, useParams } from 'wouter';
import { appNavigation } from './navigation.js';
import { client } from './vitrine.js';

function Header() {
  const session = useSession();
  const count = useVitrineState((state) => state.cartCount);
  return (
    <header style={{ display: 'flex', gap: 24, alignItems: 'baseline', padding: '16px 24px' }}>
      <Link href="/" style={{ fontSize: 22, fontWeight: 600, color: 'inherit', textDecoration: 'none' }}>
        Maison Exemple
      </Link>
      <nav style={{ display: 'flex', gap: 16, marginLeft: 'auto' }}>
        <Link href="/">Nouveautés</Link>
        <Link href="/cart">
          Panier (<span data-testid="cart-count">{count}</span>)
        </Link>
        {session ? (
          <button type="button" onClick={() => void client.auth.logout()}>
            Se déconnecter ({session.pseudo})
          </button>
        ) : (
          <Link href="/login">Se connecter</Link>
        )}
      </nav>
    </header>
  );
}

function ProductPage() {
  const { id } = useParams<{ id: string }>();
  return <ProductDetail productId={Number(id)} />;
}

function LoginPage() {
  const [, setLocation] = useLocation();
  return <LoginForm onSignedIn={() => setLocation('/')} />;
}

export function App() {
  const [, setLocation] = useLocation();
  const navigation = useMemo(() => appNavigation(client, setLocation), [setLocation]);
  return (
    <VitrineProvider client={client} navigation={navigation}>
      <Header />
      <main style={{ padding: '0 24px 48px' }}>
        <Switch>
          <Route path="/">
            <h1>Nouveautés</h1>
            <CatalogGrid list="new-arrivals" limit={12} />
          </Route>
          <Route path="/products/:id" component={ProductPage} />
          <Route path="/cart" component={Cart} />
          <Route path="/login" component={LoginPage} />
          <Route>
            <p>Page introuvable.</p>
          </Route>
        </Switch>
      </main>
      <Snackbars />
    </VitrineProvider>
  );
}
