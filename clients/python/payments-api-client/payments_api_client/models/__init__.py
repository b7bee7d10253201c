"""Contains all the data models used in inputs/outputs"""

from .account_balance import AccountBalance
from .account_balance_response import AccountBalanceResponse
from .add_evidence_request import AddEvidenceRequest
from .address import Address
from .api_error_detail import ApiErrorDetail
from .bad_request_code import BadRequestCode
from .bad_request_error import BadRequestError
from .bad_request_error_detail import BadRequestErrorDetail
from .balance_amounts import BalanceAmounts
from .balance_bucket import BalanceBucket
from .bank_data import BankData
from .charge_customer_input import ChargeCustomerInput
from .chargeback import Chargeback
from .chargeback_page import ChargebackPage
from .chargeback_page_response import ChargebackPageResponse
from .chargeback_response import ChargebackResponse
from .chargeback_status import ChargebackStatus
from .company import Company
from .company_balance import CompanyBalance
from .company_balance_response import CompanyBalanceResponse
from .company_fees import CompanyFees
from .company_response import CompanyResponse
from .company_settings import CompanySettings
from .company_user import CompanyUser
from .conflict_code import ConflictCode
from .conflict_error import ConflictError
from .conflict_error_detail import ConflictErrorDetail
from .contest_infraction_request import ContestInfractionRequest
from .conversion import Conversion
from .conversion_asset import ConversionAsset
from .conversion_asset_input import ConversionAssetInput
from .conversion_completed_event import ConversionCompletedEvent
from .conversion_completed_event_type import ConversionCompletedEventType
from .conversion_crypto import ConversionCrypto
from .conversion_crypto_asset import ConversionCryptoAsset
from .conversion_crypto_status import ConversionCryptoStatus
from .conversion_currency import ConversionCurrency
from .conversion_expired_event import ConversionExpiredEvent
from .conversion_expired_event_type import ConversionExpiredEventType
from .conversion_failed_event import ConversionFailedEvent
from .conversion_failed_event_type import ConversionFailedEventType
from .conversion_method import ConversionMethod
from .conversion_method_input import ConversionMethodInput
from .conversion_page import ConversionPage
from .conversion_page_response import ConversionPageResponse
from .conversion_pix import ConversionPix
from .conversion_pix_status import ConversionPixStatus
from .conversion_processing_event import ConversionProcessingEvent
from .conversion_processing_event_type import ConversionProcessingEventType
from .conversion_response import ConversionResponse
from .conversion_status import ConversionStatus
from .conversion_type import ConversionType
from .create_conversion_request import CreateConversionRequest
from .create_crypto_deposit_request import CreateCryptoDepositRequest
from .create_deposit_request import CreateDepositRequest
from .create_wallet_request import CreateWalletRequest
from .create_webhook_request import CreateWebhookRequest
from .crypto_deposit import CryptoDeposit
from .crypto_deposit_asset import CryptoDepositAsset
from .crypto_deposit_expired_event import CryptoDepositExpiredEvent
from .crypto_deposit_expired_event_type import CryptoDepositExpiredEventType
from .crypto_deposit_paid_event import CryptoDepositPaidEvent
from .crypto_deposit_paid_event_type import CryptoDepositPaidEventType
from .crypto_deposit_response import CryptoDepositResponse
from .crypto_deposit_status import CryptoDepositStatus
from .crypto_deposit_type import CryptoDepositType
from .currency import Currency
from .currency_balances import CurrencyBalances
from .customer import Customer
from .delivery_status import DeliveryStatus
from .deposit import Deposit
from .deposit_expired_event import DepositExpiredEvent
from .deposit_expired_event_type import DepositExpiredEventType
from .deposit_method import DepositMethod
from .deposit_page import DepositPage
from .deposit_page_response import DepositPageResponse
from .deposit_paid_event import DepositPaidEvent
from .deposit_paid_event_type import DepositPaidEventType
from .deposit_refunded_event import DepositRefundedEvent
from .deposit_refunded_event_type import DepositRefundedEventType
from .deposit_response import DepositResponse
from .deposit_status import DepositStatus
from .deposit_type import DepositType
from .error_code import ErrorCode
from .error_response import ErrorResponse
from .evidence import Evidence
from .evidence_content_type import EvidenceContentType
from .fee_schedule import FeeSchedule
from .fee_schedule_input import FeeScheduleInput
from .field_error import FieldError
from .forbidden_code import ForbiddenCode
from .forbidden_error import ForbiddenError
from .forbidden_error_detail import ForbiddenErrorDetail
from .infraction import Infraction
from .infraction_contested_event import InfractionContestedEvent
from .infraction_contested_event_type import InfractionContestedEventType
from .infraction_dismissed_event import InfractionDismissedEvent
from .infraction_dismissed_event_type import InfractionDismissedEventType
from .infraction_opened_event import InfractionOpenedEvent
from .infraction_opened_event_type import InfractionOpenedEventType
from .infraction_page import InfractionPage
from .infraction_page_response import InfractionPageResponse
from .infraction_reason import InfractionReason
from .infraction_refunded_event import InfractionRefundedEvent
from .infraction_refunded_event_type import InfractionRefundedEventType
from .infraction_response import InfractionResponse
from .infraction_status import InfractionStatus
from .infraction_updated_event import InfractionUpdatedEvent
from .infraction_updated_event_type import InfractionUpdatedEventType
from .internal_error_code import InternalErrorCode
from .internal_server_error import InternalServerError
from .internal_server_error_detail import InternalServerErrorDetail
from .metadata import Metadata
from .method_not_allowed_code import MethodNotAllowedCode
from .method_not_allowed_error_detail import MethodNotAllowedErrorDetail
from .not_found_code import NotFoundCode
from .not_found_error import NotFoundError
from .not_found_error_detail import NotFoundErrorDetail
from .payload_request import PayloadRequest
from .payload_response import PayloadResponse
from .payload_response_data import PayloadResponseData
from .pix_key_holder import PixKeyHolder
from .pix_key_holder_response import PixKeyHolderResponse
from .pix_key_type import PixKeyType
from .pix_withdrawal import PixWithdrawal
from .pix_withdrawal_currency import PixWithdrawalCurrency
from .pix_withdrawal_method import PixWithdrawalMethod
from .pix_withdrawal_request import PixWithdrawalRequest
from .pix_withdrawal_type import PixWithdrawalType
from .qr_code import QrCode
from .rate_limited_code import RateLimitedCode
from .rate_limited_error import RateLimitedError
from .rate_limited_error_detail import RateLimitedErrorDetail
from .receiver_bank_data import ReceiverBankData
from .registered_webhook import RegisteredWebhook
from .registered_webhook_response import RegisteredWebhookResponse
from .request_too_large_code import RequestTooLargeCode
from .request_too_large_error import RequestTooLargeError
from .request_too_large_error_detail import RequestTooLargeErrorDetail
from .resend_verification_request import ResendVerificationRequest
from .sandbox_company import SandboxCompany
from .sandbox_company_response import SandboxCompanyResponse
from .sandbox_conversion_outcome import SandboxConversionOutcome
from .sandbox_create_company_request import SandboxCreateCompanyRequest
from .sandbox_credit_request import SandboxCreditRequest
from .sandbox_fees_patch import SandboxFeesPatch
from .sandbox_infraction_outcome import SandboxInfractionOutcome
from .sandbox_open_infraction_request import SandboxOpenInfractionRequest
from .sandbox_pay_conversion_request import SandboxPayConversionRequest
from .sandbox_pay_crypto_deposit_request import SandboxPayCryptoDepositRequest
from .sandbox_pix_key_request import SandboxPixKeyRequest
from .sandbox_resolve_infraction_request import SandboxResolveInfractionRequest
from .sandbox_settings_patch import SandboxSettingsPatch
from .sandbox_update_company_request import SandboxUpdateCompanyRequest
from .sandbox_verification_request import SandboxVerificationRequest
from .split_allocation import SplitAllocation
from .split_destination import SplitDestination
from .split_line import SplitLine
from .transaction import Transaction
from .transaction_direction import TransactionDirection
from .transaction_page import TransactionPage
from .transaction_page_response import TransactionPageResponse
from .transaction_source import TransactionSource
from .transaction_status import TransactionStatus
from .transaction_type import TransactionType
from .unauthorized_code import UnauthorizedCode
from .unauthorized_error import UnauthorizedError
from .unauthorized_error_detail import UnauthorizedErrorDetail
from .unsupported_media_type_code import UnsupportedMediaTypeCode
from .unsupported_media_type_error import UnsupportedMediaTypeError
from .unsupported_media_type_error_detail import UnsupportedMediaTypeErrorDetail
from .update_wallet_request import UpdateWalletRequest
from .update_webhook_request import UpdateWebhookRequest
from .usdt_network import UsdtNetwork
from .usdt_network_input import UsdtNetworkInput
from .usdt_withdrawal import UsdtWithdrawal
from .usdt_withdrawal_currency import UsdtWithdrawalCurrency
from .usdt_withdrawal_method import UsdtWithdrawalMethod
from .usdt_withdrawal_request import UsdtWithdrawalRequest
from .usdt_withdrawal_type import UsdtWithdrawalType
from .user_role import UserRole
from .validation_code import ValidationCode
from .validation_error_detail import ValidationErrorDetail
from .validation_failed_error import ValidationFailedError
from .verification_invite import VerificationInvite
from .verification_invite_response import VerificationInviteResponse
from .verification_status import VerificationStatus
from .wallet import Wallet
from .wallet_balance import WalletBalance
from .wallet_balance_response import WalletBalanceResponse
from .wallet_mode import WalletMode
from .wallet_page import WalletPage
from .wallet_page_response import WalletPageResponse
from .wallet_ref import WalletRef
from .wallet_response import WalletResponse
from .wallet_status import WalletStatus
from .wallet_verification import WalletVerification
from .webhook import Webhook
from .webhook_delivery import WebhookDelivery
from .webhook_delivery_page import WebhookDeliveryPage
from .webhook_delivery_page_response import WebhookDeliveryPageResponse
from .webhook_event_type import WebhookEventType
from .webhook_page import WebhookPage
from .webhook_page_response import WebhookPageResponse
from .webhook_response import WebhookResponse
from .withdraw_canceled_event import WithdrawCanceledEvent
from .withdraw_canceled_event_type import WithdrawCanceledEventType
from .withdraw_failed_event import WithdrawFailedEvent
from .withdraw_failed_event_type import WithdrawFailedEventType
from .withdraw_paid_event import WithdrawPaidEvent
from .withdraw_paid_event_type import WithdrawPaidEventType
from .withdraw_processing_event import WithdrawProcessingEvent
from .withdraw_processing_event_type import WithdrawProcessingEventType
from .withdrawal_customer_input import WithdrawalCustomerInput
from .withdrawal_details import WithdrawalDetails
from .withdrawal_failure import WithdrawalFailure
from .withdrawal_failure_code import WithdrawalFailureCode
from .withdrawal_method import WithdrawalMethod
from .withdrawal_page import WithdrawalPage
from .withdrawal_page_response import WithdrawalPageResponse
from .withdrawal_payer import WithdrawalPayer
from .withdrawal_payload import WithdrawalPayload
from .withdrawal_payload_method import WithdrawalPayloadMethod
from .withdrawal_payload_path import WithdrawalPayloadPath
from .withdrawal_payload_response import WithdrawalPayloadResponse
from .withdrawal_receiver import WithdrawalReceiver
from .withdrawal_response import WithdrawalResponse
from .withdrawal_status import WithdrawalStatus

__all__ = (
    "AccountBalance",
    "AccountBalanceResponse",
    "AddEvidenceRequest",
    "Address",
    "ApiErrorDetail",
    "BadRequestCode",
    "BadRequestError",
    "BadRequestErrorDetail",
    "BalanceAmounts",
    "BalanceBucket",
    "BankData",
    "Chargeback",
    "ChargebackPage",
    "ChargebackPageResponse",
    "ChargebackResponse",
    "ChargebackStatus",
    "ChargeCustomerInput",
    "Company",
    "CompanyBalance",
    "CompanyBalanceResponse",
    "CompanyFees",
    "CompanyResponse",
    "CompanySettings",
    "CompanyUser",
    "ConflictCode",
    "ConflictError",
    "ConflictErrorDetail",
    "ContestInfractionRequest",
    "Conversion",
    "ConversionAsset",
    "ConversionAssetInput",
    "ConversionCompletedEvent",
    "ConversionCompletedEventType",
    "ConversionCrypto",
    "ConversionCryptoAsset",
    "ConversionCryptoStatus",
    "ConversionCurrency",
    "ConversionExpiredEvent",
    "ConversionExpiredEventType",
    "ConversionFailedEvent",
    "ConversionFailedEventType",
    "ConversionMethod",
    "ConversionMethodInput",
    "ConversionPage",
    "ConversionPageResponse",
    "ConversionPix",
    "ConversionPixStatus",
    "ConversionProcessingEvent",
    "ConversionProcessingEventType",
    "ConversionResponse",
    "ConversionStatus",
    "ConversionType",
    "CreateConversionRequest",
    "CreateCryptoDepositRequest",
    "CreateDepositRequest",
    "CreateWalletRequest",
    "CreateWebhookRequest",
    "CryptoDeposit",
    "CryptoDepositAsset",
    "CryptoDepositExpiredEvent",
    "CryptoDepositExpiredEventType",
    "CryptoDepositPaidEvent",
    "CryptoDepositPaidEventType",
    "CryptoDepositResponse",
    "CryptoDepositStatus",
    "CryptoDepositType",
    "Currency",
    "CurrencyBalances",
    "Customer",
    "DeliveryStatus",
    "Deposit",
    "DepositExpiredEvent",
    "DepositExpiredEventType",
    "DepositMethod",
    "DepositPage",
    "DepositPageResponse",
    "DepositPaidEvent",
    "DepositPaidEventType",
    "DepositRefundedEvent",
    "DepositRefundedEventType",
    "DepositResponse",
    "DepositStatus",
    "DepositType",
    "ErrorCode",
    "ErrorResponse",
    "Evidence",
    "EvidenceContentType",
    "FeeSchedule",
    "FeeScheduleInput",
    "FieldError",
    "ForbiddenCode",
    "ForbiddenError",
    "ForbiddenErrorDetail",
    "Infraction",
    "InfractionContestedEvent",
    "InfractionContestedEventType",
    "InfractionDismissedEvent",
    "InfractionDismissedEventType",
    "InfractionOpenedEvent",
    "InfractionOpenedEventType",
    "InfractionPage",
    "InfractionPageResponse",
    "InfractionReason",
    "InfractionRefundedEvent",
    "InfractionRefundedEventType",
    "InfractionResponse",
    "InfractionStatus",
    "InfractionUpdatedEvent",
    "InfractionUpdatedEventType",
    "InternalErrorCode",
    "InternalServerError",
    "InternalServerErrorDetail",
    "Metadata",
    "MethodNotAllowedCode",
    "MethodNotAllowedErrorDetail",
    "NotFoundCode",
    "NotFoundError",
    "NotFoundErrorDetail",
    "PayloadRequest",
    "PayloadResponse",
    "PayloadResponseData",
    "PixKeyHolder",
    "PixKeyHolderResponse",
    "PixKeyType",
    "PixWithdrawal",
    "PixWithdrawalCurrency",
    "PixWithdrawalMethod",
    "PixWithdrawalRequest",
    "PixWithdrawalType",
    "QrCode",
    "RateLimitedCode",
    "RateLimitedError",
    "RateLimitedErrorDetail",
    "ReceiverBankData",
    "RegisteredWebhook",
    "RegisteredWebhookResponse",
    "RequestTooLargeCode",
    "RequestTooLargeError",
    "RequestTooLargeErrorDetail",
    "ResendVerificationRequest",
    "SandboxCompany",
    "SandboxCompanyResponse",
    "SandboxConversionOutcome",
    "SandboxCreateCompanyRequest",
    "SandboxCreditRequest",
    "SandboxFeesPatch",
    "SandboxInfractionOutcome",
    "SandboxOpenInfractionRequest",
    "SandboxPayConversionRequest",
    "SandboxPayCryptoDepositRequest",
    "SandboxPixKeyRequest",
    "SandboxResolveInfractionRequest",
    "SandboxSettingsPatch",
    "SandboxUpdateCompanyRequest",
    "SandboxVerificationRequest",
    "SplitAllocation",
    "SplitDestination",
    "SplitLine",
    "Transaction",
    "TransactionDirection",
    "TransactionPage",
    "TransactionPageResponse",
    "TransactionSource",
    "TransactionStatus",
    "TransactionType",
    "UnauthorizedCode",
    "UnauthorizedError",
    "UnauthorizedErrorDetail",
    "UnsupportedMediaTypeCode",
    "UnsupportedMediaTypeError",
    "UnsupportedMediaTypeErrorDetail",
    "UpdateWalletRequest",
    "UpdateWebhookRequest",
    "UsdtNetwork",
    "UsdtNetworkInput",
    "UsdtWithdrawal",
    "UsdtWithdrawalCurrency",
    "UsdtWithdrawalMethod",
    "UsdtWithdrawalRequest",
    "UsdtWithdrawalType",
    "UserRole",
    "ValidationCode",
    "ValidationErrorDetail",
    "ValidationFailedError",
    "VerificationInvite",
    "VerificationInviteResponse",
    "VerificationStatus",
    "Wallet",
    "WalletBalance",
    "WalletBalanceResponse",
    "WalletMode",
    "WalletPage",
    "WalletPageResponse",
    "WalletRef",
    "WalletResponse",
    "WalletStatus",
    "WalletVerification",
    "Webhook",
    "WebhookDelivery",
    "WebhookDeliveryPage",
    "WebhookDeliveryPageResponse",
    "WebhookEventType",
    "WebhookPage",
    "WebhookPageResponse",
    "WebhookResponse",
    "WithdrawalCustomerInput",
    "WithdrawalDetails",
    "WithdrawalFailure",
    "WithdrawalFailureCode",
    "WithdrawalMethod",
    "WithdrawalPage",
    "WithdrawalPageResponse",
    "WithdrawalPayer",
    "WithdrawalPayload",
    "WithdrawalPayloadMethod",
    "WithdrawalPayloadPath",
    "WithdrawalPayloadResponse",
    "WithdrawalReceiver",
    "WithdrawalResponse",
    "WithdrawalStatus",
    "WithdrawCanceledEvent",
    "WithdrawCanceledEventType",
    "WithdrawFailedEvent",
    "WithdrawFailedEventType",
    "WithdrawPaidEvent",
    "WithdrawPaidEventType",
    "WithdrawProcessingEvent",
    "WithdrawProcessingEventType",
)
