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
export { FileInput, type FileInputProps } from './primitives/file-input';
export { MaskedInput, type MaskedInputProps } from './primitives/masked-input';
export { PatternMask } from './primitives/pattern-mask';
export { MaskControl } from './primitives/mask-control';
export { MoneyInput, moneyFromText, moneyText, type MoneyInputProps } from './primitives/money-input';
export { Textarea } from './primitives/textarea';
// The form kit: fields from core's descriptors, choices, sections, read-only details, record lists.
export { TextField, type TextFieldProps, type FieldDescriptor } from './primitives/text-field';
export {
  RadioGroup,
  RadioGroupItem,
  RadioGroupField,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioGroupItemProps,
  type RadioGroupFieldProps,
  type RadioChoice,
} from './primitives/radio-group';
export {
  NativeSelect,
  SelectField,
  selectVariants,
  type NativeSelectProps,
  type SelectFieldProps,
  type SelectOption,
} from './primitives/select';
export { FormSection, formSectionVariants, type FormSectionProps } from './primitives/form-section';
export {
  DescriptionList,
  DescriptionItem,
  descriptionListVariants,
  type DescriptionListProps,
  type DescriptionItemProps,
} from './primitives/description-list';
export { DataTableSection, type DataTableSectionProps } from './primitives/data-table-section';
export { PasswordInput, type PasswordInputProps } from './primitives/password-input';
export { reportTyped } from './primitives/typed-before-hydration';
export {
  Dialog,
  DialogLoadFailed,
  preloadDialog,
  type DialogProps,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from './primitives/dialog';
export { lazyModule, useLazyModule, IDLE_PRELOAD_MS, type LazyModule } from './lib/lazy-module';
export { Modal, ModalContent, type ModalProps, type ModalContentProps } from './primitives/modal';
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
  type TableLayout,
  type TableProps,
  type TdProps,
  type TrProps,
  type TableEmptyProps,
} from './primitives/table';
export { Identifier } from './primitives/identifier';
export { Pagination, pageWindow, type PaginationProps } from './primitives/pagination';
export {
  Badge,
  badgeVariants,
  StatusDot,
  type BadgeProps,
  type StatusDotProps,
  type Tone,
} from './primitives/badge';
export { BlockedHint } from './primitives/blocked-hint';
export { DateInput, type DateInputProps } from './primitives/date-input';
export { Alert, alertVariants, type AlertProps, type AlertVariant } from './primitives/alert';
export { LoadFailedAlert, type LoadFailedAlertProps } from './primitives/load-failed';
export { SandboxMarker } from './primitives/sandbox-marker';
export {
  Toaster,
  preloadToaster,
  notify,
  dismiss,
  dismissAll,
  leavePage,
  useNotifications,
  setNotificationLabels,
  useNotificationLabels,
  subscribeNotifications,
  getNotifications,
  NOTIFY_DURATION_MS,
  type ToasterProps,
  type NotifyInput,
  type NotifyKind,
  type Notification,
  type NotificationLabels,
} from './primitives/toaster';
export { ProgressRing, type ProgressRingProps, type ProgressRingColor } from './primitives/progress-ring';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './primitives/card';
export { Tile, type TileProps } from './primitives/tile';
export { Brand } from './primitives/brand';
export { CodeInput, type CodeInputProps } from './primitives/code-input';
// pdf.js itself is only reachable through PdfViewer's React.lazy import (never in a bundle statically).
export {
  PdfViewer,
  preloadPdfViewer,
  type PdfSource,
  type PdfViewerProps,
  type PdfText,
} from './primitives/pdf-viewer';

// Screens
export { LoginScreen, type LoginScreenProps } from './screens/login/LoginScreen';
export { AppShell, type AppShellProps, type AppShellUser } from './screens/shell/AppShell';
export { SessionRing, type SessionRingProps } from './screens/shell/SessionRing';
export { RefreshSessionDialog, type RefreshSessionDialogProps } from './screens/shell/RefreshSessionDialog';
export { RouteIcon } from './screens/shell/route-icon';
export { NotFoundScreen, type NotFoundScreenProps } from './screens/not-found/NotFoundScreen';
export { HomeScreen, type HomeScreenProps, type HomeScreenTile } from './screens/home/HomeScreen';
export { KeptSaleOffer, type KeptSaleOfferProps } from './screens/home/KeptSaleOffer';
export {
  ProfileScreen,
  type ProfileScreenProps,
  type ProfileUser,
  type ProfileTab,
} from './screens/profile/ProfileScreen';
export { CodeConfirmation, type CodeConfirmationProps, type CodeText } from './screens/code/CodeConfirmation';
export { ResetScreen, type ResetScreenProps, type ResetScreenView } from './screens/reset/ResetScreen';
export {
  ConsentScreen,
  type ConsentScreenProps,
  type ConsentScreenText,
} from './screens/consent/ConsentScreen';
export {
  type PublicConfirmationView as PublicScreenView,
  type PublicLanguageProps,
} from './screens/consent/public-page';
export { LanguageSwitch, type LanguageSwitchProps } from './screens/consent/language-switch';
export {
  DocumentOtpScreen,
  documentOtpTitle,
  documentOtpAcceptedText,
  type DocumentOtpScreenProps,
} from './screens/document-otp/DocumentOtpScreen';
export { EpayScreen, type EpayScreenProps, type EpayScreenView } from './screens/epay/EpayScreen';
export { InstructionScreen, type InstructionScreenProps } from './screens/instruction/InstructionScreen';
export { AgreementModal, type AgreementModalProps } from './screens/agreement/AgreementModal';
export { LazyAgreementModal, preloadAgreementModal } from './screens/agreement/agreement-modal-lazy';
export {
  AgreementsList,
  type AgreementsListProps,
  type HomeAgreementsView,
} from './screens/home/AgreementsList';
// visx is only reachable through DayPie's React.lazy import (the charts' own chunk).
export { AdminInfoPanel, DayChart, type AdminInfoPanelProps } from './screens/admin-info/AdminInfoPanel';
export { DayPie, preloadDayPie, type DayPieProps } from './screens/admin-info/day-pie';
export { Timeline, TIMELINE_HEIGHT, type TimelineProps } from './screens/admin-info/Timeline';
export { DashboardScreen, type DashboardScreenProps } from './screens/dashboard/DashboardScreen';
// the policy modal (Radix Tabs, the JSON tree) is a lazy chunk of the dashboard
export { type PolicyModalProps, type DashboardDocumentKind } from './screens/dashboard/PolicyModal';
export { LazyPolicyModal, preloadPolicyModal } from './screens/dashboard/policy-modal-lazy';
export { JsonTree, pluralRu, type JsonTreeProps } from './screens/dashboard/JsonTree';
export { PolicyStatus, POLICY_TONE } from './screens/dashboard/status';
export { TerminationScreen, type TerminationScreenProps } from './screens/termination/TerminationScreen';
export { TerminationFilter, type TerminationFilterProps } from './screens/termination/TerminationFilter';
export {
  TerminationModal,
  terminationDate,
  type TerminationModalProps,
} from './screens/termination/modal/TerminationModal';
export {
  ApplicationDocument,
  type ApplicationDocumentProps,
} from './screens/termination/modal/ApplicationDocument';
export { Switch } from './primitives/switch';
export {
  CatalogueScreen,
  type CatalogueScreenProps,
  type CatalogueDefinition,
  type CatalogueColumn,
} from './screens/catalogue/CatalogueScreen';
export { type CatalogueFieldDef } from './screens/catalogue/CatalogueFormDialog';
export { ProductsScreen, type ProductsScreenProps } from './screens/catalogue/ProductsScreen';
export { VersionsScreen, type VersionsScreenProps } from './screens/catalogue/VersionsScreen';
export { VersionsListDialog, type VersionsListDialogProps } from './screens/catalogue/VersionsListDialog';
export { RecipientsDialog, type RecipientsDialogProps } from './screens/catalogue/RecipientsDialog';
export {
  AgreementsAdminScreen,
  type AgreementsAdminScreenProps,
} from './screens/catalogue/AgreementsAdminScreen';
export { AvrScreen, type AvrScreenProps } from './screens/avr/AvrScreen';
export { AvrModal, type AvrModalProps } from './screens/avr/AvrModal';
export { BranchesScreen, type BranchesScreenProps } from './screens/organisation/BranchesScreen';
export { TerminalsTab, type TerminalsTabProps } from './screens/organisation/TerminalsTab';
export { TerminalModal, type TerminalModalProps } from './screens/organisation/TerminalModal';
export {
  AccountantTerminalsScreen,
  type AccountantTerminalsScreenProps,
} from './screens/organisation/AccountantTerminalsScreen';
export { AddTile, type AddTileProps } from './screens/organisation/AddTile';
export { EmployeesTab, type EmployeesTabProps } from './screens/organisation/EmployeesTab';
export { EmployeeModal, type EmployeeModalProps } from './screens/organisation/EmployeeModal';
export { SignatoriesTab, type SignatoriesTabProps } from './screens/organisation/SignatoriesTab';
export {
  SignatorySearchModal,
  type SignatorySearchModalProps,
} from './screens/organisation/SignatorySearchModal';
export { TreeTab, type TreeTabProps } from './screens/organisation/TreeTab';
export { DepartmentsTab, type DepartmentsTabProps } from './screens/organisation/DepartmentsTab';
export { DepartmentModal, type DepartmentModalProps } from './screens/organisation/DepartmentModal';
export { OgpoScreen, type OgpoScreenProps } from './screens/ogpo/page/OgpoScreen';
export { OgpoProductChoice } from './screens/ogpo/page/OgpoProductChoice';
export { ClientCard, type ClientCardProps } from './screens/sale/cards/ClientCard';
export { VehicleCard, type VehicleCardProps } from './screens/sale/cards/VehicleCard';
export { RewritePhone, type RewritePhoneProps } from './screens/sale/page/RewritePhone';
export { KeptSaleNotice } from './screens/sale/page/KeptSaleNotice';
export { ReplaceSaleDialog, type ReplaceSaleDialogProps } from './screens/sale/page/ReplaceSaleDialog';
export { PolicyDocumentDialog } from './screens/sale/page/PolicyDocumentDialog';
export * from './screens/ogpo/vehicle';
export * from './screens/ogpo/licence';
export * from './screens/parties/documents';
export {
  ClientDialog,
  type ClientDialogProps,
  type ClientDictionaries,
} from './screens/parties/client/ClientDialog';
export { ChiefDialog, type ChiefDialogProps } from './screens/parties/chief/ChiefDialog';
export * from './screens/sale/panel';
export { DraftsScreen, type DraftsScreenProps } from './screens/drafts/DraftsScreen';
export { PodftScreen, type PodftScreenProps } from './screens/podft/PodftScreen';
export { PodftFilterForm, type PodftFilterFormProps } from './screens/podft/PodftFilterForm';
export { PodftModal, type PodftModalProps } from './screens/podft/PodftModal';
export { PodftImage, type PodftImageProps } from './screens/podft/PodftImage';
export { HistoryPanel, type HistoryPanelProps } from './screens/sale/history/HistoryPanel';
export {
  SupportScreen,
  SupportStatusBadge,
  PolicyStatusBadge,
  directionOf,
  type SupportScreenProps,
} from './screens/support/SupportScreen';
export {
  SupportActions,
  SupportRequestInfo,
  type SupportActionsProps,
} from './screens/support/SupportRequest';
export {
  PolicyCodeFlowPanel,
  PolicyListActions,
  type PolicyCodeFlowPanelProps,
  type PolicyListActionsProps,
} from './screens/support/PolicyCodeFlowPanel';
export { TravelScreen, type TravelScreenProps } from './screens/travel/TravelScreen';
export { PropertyScreen, type PropertyScreenProps } from './screens/property/PropertyScreen';
export {
  RisksDialog as PropertyRisksDialog,
  type RisksDialogProps as PropertyRisksDialogProps,
} from './screens/property/RisksDialog';
export {
  ChiefCard,
  ChiefsSection,
  type ChiefCardProps,
  type ChiefsSectionProps,
} from './screens/sale/cards/ChiefCard';
export {
  ObjectDialog as PropertyObjectDialog,
  type ObjectDialogProps as PropertyObjectDialogProps,
  type ObjectDialogView as PropertyObjectDialogView,
} from './screens/property/ObjectDialog';
export {
  CascoVehicleDialog,
  type CascoVehicleDialogProps,
  type CascoVehicleView,
} from './screens/casco/VehicleDialog';
export { CascoScreen, type CascoScreenProps } from './screens/casco/CascoScreen';
export { CascoRisksDialog, type CascoRisksDialogProps } from './screens/casco/RisksDialog';
export {
  NoteDialog as CascoNoteDialog,
  type NoteDialogProps as CascoNoteDialogProps,
} from './screens/casco/NoteDialog';
export { RisksTableDialog, type RisksTableDialogProps, type RiskRow } from './screens/sale/fi/RisksDialog';
export { PolicyItemModal, type PolicyItemModalProps } from './screens/policies/PolicyItemModal';
export { PolicyDocuments, type PolicyDocumentsProps } from './screens/policies/PolicyDocuments';
export { PoliciesScreen, type PoliciesScreenProps } from './screens/policies/PoliciesScreen';
export { useLive } from './lib/live';
