// The core, so a React app installs one package.
export * from '@vitrine/sdk-core';
export type { ContactDialogProps, ContactReceiver } from './ContactDialog/ContactDialog.js';
export { ContactDialog } from './ContactDialog/ContactDialog.js';
export { AppDownload } from './home/AppDownload.js';
export { Home } from './home/Home.js';
export { BANNER_INTERVAL_MS, BANNER_RETRY_MS, HomeBanners } from './home/HomeBanners.js';
export { HowItWorks } from './home/HowItWorks.js';
export { NewSellers } from './home/NewSellers.js';
export type { NewsletterProps } from './home/Newsletter.js';
export { Newsletter } from './home/Newsletter.js';
export type { ProductRailProps, RailKind } from './home/ProductRail.js';
export { ProductRail } from './home/ProductRail.js';
export { TrustBadges } from './home/TrustBadges.js';
export type { Action } from './hooks/useAction.js';
export { useAction } from './hooks/useAction.js';
export type { FormApi } from './hooks/useForm.js';
export { useForm } from './hooks/useForm.js';
export type { Remote } from './hooks/useRemote.js';
export { useRemote } from './hooks/useRemote.js';
export { useSession } from './hooks/useSession.js';
export { useT } from './hooks/useT.js';
export { useVitrineState } from './hooks/useVitrineState.js';
export type { LinkProps } from './Link.js';
export { Link } from './Link.js';
export type { ProductCardProps } from './ProductCard/ProductCard.js';
export { ProductCard } from './ProductCard/ProductCard.js';
export type { CatalogGridProps, CatalogList } from './ProductGrid/CatalogGrid.js';
export { CatalogGrid } from './ProductGrid/CatalogGrid.js';
export type { ProductGridProps } from './ProductGrid/ProductGrid.js';
export { ProductGrid } from './ProductGrid/ProductGrid.js';
export type { Navigation, VitrineProviderProps } from './provider.js';
export { marketplaceNavigation, useNavigation, useVitrine, VitrineProvider } from './provider.js';
export { ErrorState, LoadingState } from './RemoteState.js';
export { emotionFor, StyleRoot, useCss } from './styles/emotion.js';
export { breakpoints, focusRing, tokens, visuallyHidden } from './styles/tokens.js';
export type { AccordionProps } from './ui/Accordion.js';
export { Accordion } from './ui/Accordion.js';
export type { ButtonProps } from './ui/Button.js';
export { Button } from './ui/Button.js';
export { Avatar, Chip, CountBadge, EmptyState, Swatch } from './ui/bits.js';
export type { DialogProps } from './ui/Dialog.js';
export { Dialog } from './ui/Dialog.js';
export type {
  CheckboxProps,
  SelectFieldProps,
  SwitchProps,
  TextAreaFieldProps,
  TextFieldProps,
} from './ui/Field.js';
export { Checkbox, rowsFor, SelectField, Switch, TextAreaField, TextField } from './ui/Field.js';
export type { PaginationProps } from './ui/Pagination.js';
export { PAGE_SIZES, Pagination } from './ui/Pagination.js';
export type { Snackbar } from './ui/Snackbars.js';
export { SharedSnackbars, Snackbars, showSnackbar, useSnackbar } from './ui/Snackbars.js';
export type { TabItem, TabsProps } from './ui/Tabs.js';
export { Tabs } from './ui/Tabs.js';
