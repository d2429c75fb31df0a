// Utilities
export { cn } from './lib/cn';
export { formatMmSs } from './lib/time';
export { uiStrings } from './lib/strings';

// Primitives
export {
  Button,
  buttonVariants,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './primitives/button';
export { Spinner, type SpinnerProps } from './primitives/spinner';
export { LinkProvider, UiLink, type LinkComponent, type UiLinkProps } from './primitives/link';
export {
  Field,
  Input,
  useFieldControl,
  useFieldProps,
  inputClassName,
  type FieldProps,
  type InputProps,
} from './primitives/field';
export { MaskedInput, type MaskedInputProps } from './primitives/masked-input';
export { PasswordInput, type PasswordInputProps } from './primitives/password-input';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from './primitives/dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './primitives/tabs';
export {
  Table,
  TableCaption,
  THead,
  TBody,
  Tr,
  Th,
  Td,
  TableEmpty,
  type TrProps,
  type TableEmptyProps,
} from './primitives/table';
export { Pagination, pageWindow, type PaginationProps } from './primitives/pagination';
export {
  Badge,
  badgeVariants,
  StatusDot,
  type BadgeProps,
  type StatusDotProps,
  type Tone,
} from './primitives/badge';
export { Alert, alertVariants, type AlertProps, type AlertVariant } from './primitives/alert';
export {
  Toaster,
  notify,
  dismiss,
  dismissAll,
  useNotifications,
  subscribeNotifications,
  getNotifications,
  NOTIFY_DURATION_MS,
  type ToasterProps,
  type NotifyInput,
  type NotifyKind,
  type Notification,
} from './primitives/toaster';
export { ProgressRing, type ProgressRingProps, type ProgressRingColor } from './primitives/progress-ring';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './primitives/card';
export { Tile, type TileProps } from './primitives/tile';
export { Brand } from './primitives/brand';
export { CodeInput, type CodeInputProps } from './primitives/code-input';
// pdf.js itself is only reachable through PdfViewer's React.lazy import (never in a bundle statically).
export { PdfViewer, preloadPdfViewer, type PdfSource, type PdfViewerProps } from './primitives/pdf-viewer';

// Screens
export { LoginScreen, type LoginScreenProps } from './screens/login/LoginScreen';
export { AppShell, type AppShellProps, type AppShellUser } from './screens/shell/AppShell';
export { SessionRing, type SessionRingProps } from './screens/shell/SessionRing';
export { RefreshSessionDialog, type RefreshSessionDialogProps } from './screens/shell/RefreshSessionDialog';
export { RouteIcon } from './screens/shell/route-icon';
export { NotFoundScreen, type NotFoundScreenProps } from './screens/not-found/NotFoundScreen';
export { HomeScreen, type HomeScreenProps, type HomeScreenTile } from './screens/home/HomeScreen';
export { ProfileScreen, type ProfileScreenProps, type ProfileUser } from './screens/profile/ProfileScreen';
export { CodeConfirmation, type CodeConfirmationProps } from './screens/code/CodeConfirmation';
export { ResetScreen, type ResetScreenProps, type ResetScreenView } from './screens/reset/ResetScreen';
export {
  ConsentScreen,
  type ConsentScreenProps,
  type ConsentLanguageTab,
  type ConsentScreenText,
} from './screens/consent/ConsentScreen';
export { type PublicConfirmationView as PublicScreenView } from './screens/consent/public-page';
export {
  DocumentOtpScreen,
  documentOtpTitle,
  type DocumentOtpScreenProps,
} from './screens/document-otp/DocumentOtpScreen';
export { EpayScreen, type EpayScreenProps, type EpayScreenView } from './screens/epay/EpayScreen';
export { InstructionScreen, type InstructionScreenProps } from './screens/instruction/InstructionScreen';
