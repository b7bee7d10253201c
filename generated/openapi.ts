// Generated from spec/ by `npm run build`. Do not edit by hand.
export type paths = {
    "/v1/chargebacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List chargebacks
         * @description Designed: lists MED chargebacks (refunds), newest first, scoped like deposits.
         */
        get: operations["listChargebacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/chargebacks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a chargeback
         * @description Designed: reads a chargeback.
         */
        get: operations["getChargeback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the company
         * @description The calling company: profile, settings, fees, users and the available BRL balance of its main account.
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/company/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the company balance
         * @description The balance of the main account: `balance` is the available BRL (wallets not included).
         */
        get: operations["getCompanyBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List conversions
         * @description Designed: lists conversions, newest first, scoped like deposits.
         */
        get: operations["listConversions"];
        put?: never;
        /**
         * Create a Pix-to-USDT conversion
         * @description Creates a Pix-to-USDT conversion: a Pix charge whose payment buys USDT delivered to
         *     `address` on `network`, `pending` at creation.
         *
         *     1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge; the charge equals `amount`
         *     exactly; the USDT received is computed from the USDT/BRL quotation at the time of the
         *     request.
         *     2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received
         *     (`crypto.netAmount`); the BRL value of the charge is computed from the quotation at the time
         *     of the request.
         *     3. The arithmetic of both legs is written on `CreateConversionRequest`.
         *     4. Designed: idempotent by `reference` like deposits; with X-Api-Wallet it belongs to that
         *     wallet. Lifecycle `pending` -> `processing` -> `completed` | `failed`, or `expired`.
         */
        post: operations["createConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/conversions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a conversion
         * @description Reads a conversion. Designed: the answer is a Conversion (the reference's sample for this
         *     path has the shape of a deposit, an error of that document).
         */
        get: operations["getConversion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crypto-deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a USDT deposit address
         * @description Designed: (the reference names a USDT deposit operation without its shape) assigns a deposit
         *     address on `network`. USDT that arrives there before `expiresAt` is credited, without a
         *     service fee, to the USDT balance of the account (or of the X-Api-Wallet wallet). Idempotent
         *     by `reference`.
         */
        post: operations["createCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crypto-deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a USDT deposit
         * @description Designed: reads a USDT deposit address and what arrived there.
         */
        get: operations["getCryptoDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deposits
         * @description Lists deposits, newest first; when X-Api-Wallet is sent only that wallet's deposits
         *     (reference 4.1), without it only the main account's. Designed: the query parameters and the
         *     page shape `{items, total, page, limit}` (the wallet listing's).
         */
        get: operations["listDeposits"];
        put?: never;
        /**
         * Create a Pix deposit
         * @description Creates a Pix deposit: a charge with a dynamic BR Code and its QR image, `pending` until the
         *     payer pays it (designed: it then becomes `paid`, or `expired` at `expiresAt`).
         *
         *     - Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
         *     `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`. An amount
         *     that does not exceed its fee is a `VALIDATION_ERROR` on `amount`, or `SPLIT_EXCEEDS_DEPOSIT`
         *     when the deposit has splits that take a share (rule 5 of `CreateDepositRequest`).
         *     - Customer: `phone` comes back as `+` and digits, `document` as digits only; CPF and CNPJ check
         *     digits are verified (alphanumeric CNPJ included).
         *     - Split: see `CreateDepositRequest`. Percentages apply to the net amount, duplicate ids are
         *     summed, the sum may not exceed 1, the issuer may not be a destination (except its company id
         *     on a wallet deposit), and each part is floor(net * percent) with the rest kept by the issuer.
         *     - With X-Api-Wallet the deposit belongs to that wallet and carries `wallet`.
         *     - Designed idempotency: the same `reference` with the same parameters returns the first
         *     deposit with `Idempotent-Replayed: true`; with different parameters `DUPLICATE_REFERENCE`.
         */
        post: operations["createDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a deposit
         * @description Designed: reads a deposit. With X-Api-Wallet only that wallet's deposits are found; without it only the main account's.
         */
        get: operations["getDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/infractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List MED infractions
         * @description Designed: lists MED infractions, newest first, scoped like deposits.
         */
        get: operations["listInfractions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/infractions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a MED infraction
         * @description Designed: reads an infraction with its evidence.
         */
        get: operations["getInfraction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/infractions/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an infraction and refund
         * @description Designed: accepts the infraction and refunds the payer: a chargeback debits the amount
         *     (blocked part first), the infraction becomes `refunded` and the deposit `refunded`. Allowed
         *     while `open` or `contested`. When the account cannot cover the part not blocked the answer is
         *     `VALIDATION_ERROR` on `amount`.
         */
        post: operations["acceptInfraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/infractions/{id}/contest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contest an infraction
         * @description Designed: sends the company's defence for analysis; `open` -> `contested`, until `defenseDeadline`. The amount stays blocked until the analysis ends.
         */
        post: operations["contestInfraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/infractions/{id}/evidences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach evidence to an infraction
         * @description Designed: attaches a file (base64 in JSON) as evidence; only while the infraction is `open` and its `defenseDeadline` has not passed, and at most 20 files per infraction (a 21st is 409 `INVALID_STATE` naming `evidences`).
         */
        post: operations["addInfractionEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: credit a balance
         * @description Designed: credits funds to the main account, or to the wallet named by X-Api-Wallet (booked as `sandbox_credit`).
         */
        post: operations["sandboxCreditBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: create a company
         * @description Designed: creates another company (simple wallet mode, wallets enabled, the demo fees) and returns it with its API key and secret.
         */
        post: operations["sandboxCreateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sandbox: change company settings
         * @description Designed: changes the calling company's settings, fees, wallet feature and mode, and the USDT price its conversions are quoted.
         */
        patch: operations["sandboxUpdateCompany"];
        trace?: never;
    };
    "/v1/sandbox/conversions/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: expire a conversion
         * @description Designed: a `pending` conversion's charge expires now (its `expiresAt` becomes this moment); `CONVERSION_EXPIRED` is sent.
         */
        post: operations["sandboxExpireConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/conversions/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: pay a conversion
         * @description Designed: the Pix charge of a `pending` conversion is paid: it goes `processing`, then `completed` (or `failed` with `outcome`), with its events.
         */
        post: operations["sandboxPayConversion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/crypto-deposits/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: expire a USDT deposit address
         * @description Designed: a `pending` USDT deposit address expires now (instead of after `expiresIn`, at least 10 minutes; its `expiresAt` becomes this moment): `CRYPTO_DEPOSIT_EXPIRED` is sent.
         */
        post: operations["sandboxExpireCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/crypto-deposits/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: receive USDT at a deposit address
         * @description Designed: USDT arrives at a `pending` deposit address: it becomes `paid` and the amount is credited; `CRYPTO_DEPOSIT_PAID` is sent.
         */
        post: operations["sandboxPayCryptoDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/deposits/{id}/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: expire a deposit
         * @description Designed: a `pending` deposit expires now (its `expiresAt` becomes this moment); `DEPOSIT_EXPIRED` is sent.
         */
        post: operations["sandboxExpireDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/deposits/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: pay a deposit
         * @description Designed: the payer pays a `pending` deposit: it becomes `paid`, the net amount and split parts are booked, `DEPOSIT_PAID` is sent.
         */
        post: operations["sandboxPayDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/infractions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: open a MED infraction
         * @description Designed: the payer's bank opens a MED infraction on a `paid` deposit: its amount is blocked and
         *     `INFRACTION_OPENED` is sent. A deposit has at most one infraction in progress (`open` or
         *     `contested`): opening another is 409 INVALID_STATE, so a deposit is never disputed twice.
         */
        post: operations["sandboxOpenInfraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/infractions/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: resolve a contested infraction
         * @description Designed: the analysis of a `contested` infraction ends: `refunded` (a chargeback is made) or
         *     `dismissed` (the amount is released). `refunded` debits the account as `accept` does, so it
         *     is refused the same way when the account cannot cover the infraction's amount (422
         *     `VALIDATION_ERROR` on `amount`, the infraction's): credit the account with
         *     POST /v1/sandbox/balance first.
         */
        post: operations["sandboxResolveInfraction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/pix-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: register a Pix key holder
         * @description Designed: registers (or replaces) a holder in the sandbox Pix directory, which the `strict`
         *     check consults. A key not registered matches: a CPF or CNPJ key is held by that document, any
         *     other key by the withdrawal's own `customer.document`. So a `strict` withdrawal fails
         *     (`PIX_KEY_DOCUMENT_MISMATCH`) when its key is a CPF or CNPJ other than `customer.document`, or
         *     a key registered here with another document.
         */
        post: operations["sandboxRegisterPixKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/wallets/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: set a wallet's verification
         * @description Designed: sets a wallet's verification status (`pending`, `approved`, `rejected`, `rejected_terminal`). `rejected_terminal` is final: any later change is 403 `WALLET_KYC_REJECTED_TERMINAL` (reference part 7).
         */
        post: operations["sandboxSetWalletVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: approve a withdrawal
         * @description Designed: the approver approves a `pending` withdrawal (company without `autoApproveWithdrawals`): it goes to `processing`.
         */
        post: operations["sandboxApproveWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/withdrawals/{id}/payload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sandbox: remove a withdrawal payload
         * @description Designed: removes the stored payload record of a withdrawal, so that its payload answers `PAYLOAD_NOT_FOUND`.
         */
        delete: operations["sandboxRemoveWithdrawalPayload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sandbox/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox: reject a withdrawal
         * @description Designed: the approver rejects a `pending` withdrawal: it becomes `canceled`, its blocked total is released and `WITHDRAW_CANCELED` is sent.
         */
        post: operations["sandboxRejectWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ledger transactions
         * @description Designed: (the reference names the listing, not its records) the ledger movements of the main
         *     account, or of the wallet named by X-Api-Wallet, newest first. The balances the API reports
         *     are the sums of these movements per currency and bucket.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallets
         * @description Lists the company's wallets: active ones by default, archived ones with `status=disabled`.
         */
        get: operations["listWallets"];
        put?: never;
        /**
         * Create a wallet
         * @description Creates a wallet, `enabled` with a zero balance (HTTP 201). When a wallet with the same
         *     `externalId` exists it is returned instead of a duplicate (designed: HTTP 200 with
         *     `Idempotent-Replayed: true`), as the creation answered it: with its current balance and
         *     state, its `createdAt` and, for a wallet created in `kyc` mode, its `onboardingUrl`. In `kyc`
         *     mode the answer includes `onboardingUrl` and `verification` and a verification invite is sent.
         */
        post: operations["createWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet
         * @description Reads a wallet (archived ones too) with its BRL balance. Designed: the answer is
         *     `{success, data: Wallet}` (the reference does not show it).
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        /**
         * Archive a wallet
         * @description Archives a wallet: allowed only when its available and blocked balances are zero in every currency, else `WALLET_HAS_BALANCE` (409).
         *
         *     Designed: the answer is `{success, data: Wallet}`, the wallet archived. The archived wallet refuses every operation through X-Api-Wallet (`WALLET_DISABLED`), including one whose request
         *     arrived before the archive was committed, except the retry of a creation whose reference was already used in it, which gets its replay. A deposit created in the wallet before it was archived, or a split line naming it,
         *     is still credited to it when paid: the money waits in the archived wallet until it is reactivated with `status: enabled`.
         */
        delete: operations["archiveWallet"];
        options?: never;
        head?: never;
        /**
         * Edit or reactivate a wallet
         * @description Edits `name`, `externalId`, the deposit and withdrawal blocks and `metadata`; `status` =
         *     `enabled` reactivates an archived wallet (reference 4.7). Designed: the block fields' names
         *     (`depositsBlocked`, `withdrawalsBlocked`), `status` = `disabled` archiving under the same rule
         *     as DELETE, and the answer `{success, data: Wallet}`.
         */
        patch: operations["updateWallet"];
        trace?: never;
    };
    "/v1/wallets/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet balance
         * @description The wallet's balance read directly from the ledger, without cache; BRL unless `currency=usdt` (designed).
         */
        get: operations["getWalletBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{id}/verification/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a wallet verification invite
         * @description Sends the verification invite again to `email` (account in `kyc` mode; the wallet's verification
         *     not yet approved). A wallet rejected terminally is 403 `WALLET_KYC_REJECTED_TERMINAL` (reference
         *     part 7: an operation on such a wallet). Designed: the answer (the reference does not show it).
         */
        post: operations["resendWalletVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Designed: lists the company's webhook endpoints (without secrets).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Designed: registers an endpoint. The answer carries `secret` (`whsec_...`), shown only once:
         *     keep it to verify signatures. A company holds at most 100 endpoints (enabled or paused; a
         *     deleted one no longer counts): the 101st is 409 `INVALID_STATE` naming `webhooks`. Each event
         *     is recorded once per endpoint that takes it, in the change it reports.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Designed: reads an endpoint (without its secret).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Designed: removes an endpoint; pending deliveries to it are dropped. Answers the endpoint as it was.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Edit a webhook endpoint
         * @description Designed: changes an endpoint's URL, events, description or `enabled`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries
         * @description Designed: the delivery log of an endpoint, newest first: one row per event, with its attempts.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawals
         * @description Designed: lists withdrawals of both kinds, newest first, scoped like deposits.
         */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Create a withdrawal (Pix or USDT)
         * @description Requests a withdrawal, processed asynchronously. The body is one of two shapes: `pixKey`
         *     means a Pix withdrawal (reference 4.2), `network` + `address` a USDT withdrawal (reference
         *     4.3); both or neither is a `VALIDATION_ERROR` (`pixKey` with `network` or `address` alone
         *     counts as both).
         *
         *     1. The same `reference` with the same parameters returns the same withdrawal (designed: HTTP
         *     200 with `Idempotent-Replayed: true`; twenty identical requests at once create one). The
         *     same `reference` with different parameters is `DUPLICATE_REFERENCE`.
         *     2. The answer is the withdrawal with status `pending`.
         *     3. `totalAmount` is blocked at once; when the available balance does not cover it the answer
         *     is `VALIDATION_ERROR` on field `amount` (insufficient balance).
         *     4. Pix fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with
         *     `fees.withdraw`, `totalAmount = amount + feeAmount`. USDT fees: see `UsdtWithdrawalRequest`.
         *     5. Strict: with `strict` true and `customer.document` given, a Pix key whose holder has
         *     another document makes the withdrawal `failed` during processing, with the message
         *     `A chave Pix não corresponde ao documento informado.`
         *     6. Designed lifecycle: `pending` -> `processing` (automatically when the company had
         *     `autoApproveWithdrawals` at the withdrawal's creation, else when approved) -> `paid` (with
         *     `paidAt` and `details`) or `failed`; `pending` -> `canceled` when rejected. Paid debits the blocked total; failed and
         *     canceled release it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
         *     `WITHDRAW_CANCELED`.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a withdrawal
         * @description Reads a withdrawal of either kind; once paid a Pix withdrawal has `paidAt` and `details`.
         */
        get: operations["getWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}/payload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a withdrawal's request payload
         * @description The stored record of the original request of a withdrawal: what arrived and what was
         *     answered, with the Pix key masked to its last four characters. When the record does not exist
         *     or was removed the answer is `PAYLOAD_NOT_FOUND` with `details` null.
         */
        get: operations["getWithdrawalPayload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    DEPOSIT_PAID: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DEPOSIT_PAID
         * @description Designed: a deposit was paid.
         *
         *     POSTed to every enabled endpoint subscribed to `DEPOSIT_PAID`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookDepositPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    DEPOSIT_EXPIRED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DEPOSIT_EXPIRED
         * @description Designed: a deposit expired.
         *
         *     POSTed to every enabled endpoint subscribed to `DEPOSIT_EXPIRED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookDepositExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    DEPOSIT_REFUNDED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * DEPOSIT_REFUNDED
         * @description Designed: a deposit was refunded through MED.
         *
         *     POSTed to every enabled endpoint subscribed to `DEPOSIT_REFUNDED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookDepositRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    WITHDRAW_PROCESSING: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WITHDRAW_PROCESSING
         * @description Designed: the body; the reference names the event only. A withdrawal is being processed.
         *
         *     POSTed to every enabled endpoint subscribed to `WITHDRAW_PROCESSING`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookWithdrawProcessingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    WITHDRAW_PAID: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WITHDRAW_PAID
         * @description Designed: the body; the reference names the event only. A withdrawal was paid.
         *
         *     POSTed to every enabled endpoint subscribed to `WITHDRAW_PAID`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookWithdrawPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    WITHDRAW_FAILED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WITHDRAW_FAILED
         * @description Designed: the body; the reference names the event only. A withdrawal failed.
         *
         *     POSTed to every enabled endpoint subscribed to `WITHDRAW_FAILED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookWithdrawFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    WITHDRAW_CANCELED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * WITHDRAW_CANCELED
         * @description Designed: the body; the reference names the event only. A withdrawal was canceled.
         *
         *     POSTed to every enabled endpoint subscribed to `WITHDRAW_CANCELED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookWithdrawCanceledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CONVERSION_PROCESSING: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CONVERSION_PROCESSING
         * @description Designed: a conversion's charge was paid.
         *
         *     POSTed to every enabled endpoint subscribed to `CONVERSION_PROCESSING`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookConversionProcessingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CONVERSION_COMPLETED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CONVERSION_COMPLETED
         * @description Designed: a conversion completed.
         *
         *     POSTed to every enabled endpoint subscribed to `CONVERSION_COMPLETED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookConversionCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CONVERSION_FAILED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CONVERSION_FAILED
         * @description Designed: a conversion failed.
         *
         *     POSTed to every enabled endpoint subscribed to `CONVERSION_FAILED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookConversionFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CONVERSION_EXPIRED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CONVERSION_EXPIRED
         * @description Designed: a conversion expired.
         *
         *     POSTed to every enabled endpoint subscribed to `CONVERSION_EXPIRED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookConversionExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CRYPTO_DEPOSIT_PAID: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CRYPTO_DEPOSIT_PAID
         * @description Designed: USDT arrived at a deposit address.
         *
         *     POSTed to every enabled endpoint subscribed to `CRYPTO_DEPOSIT_PAID`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookCryptoDepositPaidEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    CRYPTO_DEPOSIT_EXPIRED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CRYPTO_DEPOSIT_EXPIRED
         * @description Designed: a deposit address expired.
         *
         *     POSTed to every enabled endpoint subscribed to `CRYPTO_DEPOSIT_EXPIRED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookCryptoDepositExpiredEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    INFRACTION_OPENED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * INFRACTION_OPENED
         * @description Designed: an infraction was opened.
         *
         *     POSTed to every enabled endpoint subscribed to `INFRACTION_OPENED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookInfractionOpenedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    INFRACTION_CONTESTED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * INFRACTION_CONTESTED
         * @description Designed: an infraction was contested.
         *
         *     POSTed to every enabled endpoint subscribed to `INFRACTION_CONTESTED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookInfractionContestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    INFRACTION_REFUNDED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * INFRACTION_REFUNDED
         * @description Designed: an infraction ended in a refund.
         *
         *     POSTed to every enabled endpoint subscribed to `INFRACTION_REFUNDED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookInfractionRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    INFRACTION_DISMISSED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * INFRACTION_DISMISSED
         * @description Designed: an infraction was dismissed.
         *
         *     POSTed to every enabled endpoint subscribed to `INFRACTION_DISMISSED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookInfractionDismissedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    INFRACTION_UPDATED: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * INFRACTION_UPDATED
         * @description Designed: an open infraction got evidence or a larger blocked amount.
         *
         *     POSTed to every enabled endpoint subscribed to `INFRACTION_UPDATED`, signed per Standard Webhooks. Answer any 2xx within 10 seconds; anything else is retried with back-off. Deliveries may repeat: de-duplicate by `webhook-id`.
         */
        post: operations["webhookInfractionUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /** @description Designed: balance of an account after a sandbox credit. */
        AccountBalance: {
            /** @description The currency credited. */
            currency: components["schemas"]["Currency"];
            /** @description Amounts in that currency. */
            balance: components["schemas"]["BalanceAmounts"];
            /** @description The wallet credited, when X-Api-Wallet was sent. */
            wallet?: components["schemas"]["WalletRef"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        AccountBalanceResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["AccountBalance"];
        };
        /** @description Designed: body of POST /v1/infractions/{id}/evidences (JSON, file in base64, at most 512 KiB decoded). */
        AddEvidenceRequest: {
            /** @description What the file shows. */
            description: string;
            /** @description Designed: the file's name, without `/`, `\`, control characters (C0 and C1) or line separators (a line break in a name would forge lines of a log or a header). */
            fileName: string;
            /** @description Media type of the file. */
            contentType: components["schemas"]["EvidenceContentType"];
            /**
             * @description The file, in canonical base64 (RFC 4648 section 4): the bits after the last whole byte are
             *     zero, so the text is exactly what encoding the file gives. The `=` padding may be left out;
             *     when it is sent it is the RFC's (`==` after a last group of 2 characters, `=` after 3), and
             *     any other `=` is `VALIDATION_ERROR` on this field. Its bytes must
             *     be of `contentType`: a PDF has `%PDF-` in its first 1,024 bytes, a PNG starts with the PNG
             *     signature, a JPEG with `FF D8 FF`; otherwise `VALIDATION_ERROR` on this field.
             */
            contentBase64: string;
        };
        /** @description Postal address of a company. */
        Address: {
            /** @description Street and number. */
            line1: string;
            /**
             * @description Designed: absent when the address has none (the reference lists the field without saying
             *     whether it is always there). From the reference: the complement (suite, floor).
             */
            line2?: string;
            /** @description Neighbourhood (bairro). */
            district: string;
            /** @description City. */
            city: string;
            /** @description Two-letter state code, e.g. `SP`. */
            state: string;
            /** @description CEP, digits only. */
            postalCode: string;
            /** @description ISO 3166-1 alpha-2, e.g. `BR`. */
            countryCode: string;
        };
        /** @description The error object with any code. */
        ApiErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["ErrorCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /**
         * @description Codes of HTTP 400: credentials missing (the reference's 400) or, designed, a body that is not JSON, or a request that is not valid HTTP (`MALFORMED_REQUEST`, answered by the server's HTTP parser before any operation is found, listed here so that a client typed by this enum still reads it).
         *
         *     - `MISSING_API_KEY`: Designed name: the `X-Api-Key` header is missing. Checked before anything else.
         *     - `MISSING_API_SECRET`: Designed name: the `X-Api-Secret` header is missing. Checked before anything else but the key.
         *     - `INVALID_JSON`: Designed: the body is not well-formed JSON, or not UTF-8 (bytes such as Latin-1's are refused, never replaced), or holds an unpaired UTF-16 surrogate (such as U+D800) written as a JSON escape, which names no character, or names a member twice in one object (`{"amount": 10, "amount": 20}`: which value counts would depend on the reader); neither is I-JSON (RFC 7493).
         *     - `MALFORMED_REQUEST`: Designed: the request is not valid HTTP/1.1 (a control character in a header, a header name with a space, both `Content-Length` and `Transfer-Encoding`, an unknown method, no `Host` header...). The server's HTTP parser answers it before any operation; the connection is closed.
         * @enum {string}
         */
        BadRequestCode: "MISSING_API_KEY" | "MISSING_API_SECRET" | "INVALID_JSON" | "MALFORMED_REQUEST";
        /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
        BadRequestError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["BadRequestErrorDetail"];
        };
        /** @description Error object of HTTP 400. */
        BadRequestErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["BadRequestCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /**
         * @description Designed: an account holds at most
         *     9,999,999,999,999.99 BRL and 999,999,999.999999 USDT (10^15 - 1 minor units, the most a JSON
         *     number carries exactly). A credit that would take `total` past it (a deposit or USDT deposit
         *     paid, a split received, a sandbox credit) is refused with `VALIDATION_ERROR` on `amount`, "O saldo
         *     resultante excederia o máximo que a conta pode registrar.", and nothing is booked. So a single
         *     USDT credit of exactly 1,000,000,000 is refused even on an empty account. From the reference:
         *     the available and blocked amounts of one account in one currency.
         */
        BalanceAmounts: {
            /** @description available + blocked. */
            total: components["schemas"]["Money"];
            /** @description What can be moved now. */
            available: components["schemas"]["Money"];
            /** @description Held by pending or processing withdrawals and by open or contested MED infractions. */
            blocked: components["schemas"]["Money"];
        };
        /**
         * @description Designed: which side of the balance a movement touched.
         * @enum {string}
         */
        BalanceBucket: "available" | "blocked";
        /** @description Bank account data of a Pix participant. */
        BankData: {
            /** @description ISPB of the institution. */
            id: string;
            /** @description Institution name. */
            name: string;
            /** @description Branch. */
            agency: string;
            /** @description Account number. */
            account: string;
        };
        /**
         * Format: decimal
         * @description Designed: at most 10,000,000 (the reference gives no maximum). From the reference: an amount
         *     in BRL, greater than zero, with at most 2 decimals. Money is `format: decimal`: a JSON number
         *     meant exactly as written (keep it in a decimal type, not binary floating point; a literal such
         *     as 0.30000000000000004 is refused).
         */
        BrlAmount: number;
        /**
         * @description Designed: `name` and `document` of the payer of a deposit or conversion are required (the Pix
         *     charge names its debtor), `email` and `phone` are optional.
         */
        ChargeCustomerInput: {
            /** @description Full name of the payer. */
            name: components["schemas"]["FullName"];
            /** @description E-mail of the payer. */
            email?: components["schemas"]["EmailAddress"];
            /** @description Phone of the payer, formatting allowed. */
            phone?: components["schemas"]["PhoneNumber"];
            /** @description CPF or CNPJ of the payer, formatting allowed; check digits are verified. */
            document: components["schemas"]["TaxDocument"];
        };
        /** @description Designed: the MED refund of an accepted or lost infraction. */
        Chargeback: {
            /** @description Identifier of the chargeback. */
            id: components["schemas"]["Ulid"];
            /** @description `completed`: the amount left the account. */
            status: components["schemas"]["ChargebackStatus"];
            /** @description The infraction it settles. */
            infractionId: components["schemas"]["Ulid"];
            /** @description The deposit refunded. */
            depositId: components["schemas"]["Ulid"];
            /** @description Amount returned to the payer, BRL. */
            amount: components["schemas"]["Money"];
            /** @description Reference of the deposit refunded. */
            reference: string;
            /** @description Present when the deposit belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description A page of a listing. */
        ChargebackPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Chargeback"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        ChargebackPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["ChargebackPage"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        ChargebackResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Chargeback"];
        };
        /**
         * @description Designed: status of a chargeback; the refund is booked at once, so it is always `completed`.
         * @enum {string}
         */
        ChargebackStatus: "completed";
        /**
         * @description Designed: an IPv4 or IPv6 range in CIDR notation, or a single address. The server checks the
         *     notation itself (a `VALIDATION_ERROR` says what is wrong); the longest such text,
         *     `ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255/128`, has 49 characters.
         */
        CidrRangeInput: string;
        /** @description The calling company. */
        Company: {
            /** @description Identifier of the company; also what other companies put in a split line to pay it. */
            id: components["schemas"]["Ulid"];
            /**
             * Format: uri
             * @description URL of the company's logo.
             */
            icon: string;
            /** @description CNPJ unformatted: digits, and upper-case letters in the first 12 for the alphanumeric CNPJ (from 2026). */
            taxId: string;
            /** @description Trade name (nome fantasia). */
            tradeName: string;
            /** @description Legal name (razão social). */
            legalName: string;
            /** @description Contact e-mail. */
            email: string;
            /** @description Contact phone, `+` and digits. */
            phone: string;
            /** @description Registered address. */
            address: components["schemas"]["Address"];
            /** @description Access and processing settings. */
            settings: components["schemas"]["CompanySettings"];
            /** @description Fee schedules. */
            fees: components["schemas"]["CompanyFees"];
            /** @description Dashboard users. */
            users: components["schemas"]["CompanyUser"][];
            /** @description Available BRL balance of the main account (wallets not included). */
            balance: components["schemas"]["Money"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Balance of the main account. */
        CompanyBalance: {
            /** @description Available BRL balance of the main account (reference 4.5). */
            balance: components["schemas"]["Money"];
            /** @description Designed: BRL and USDT amounts of the main account, available and blocked. */
            balances: components["schemas"]["CurrencyBalances"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        CompanyBalanceResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["CompanyBalance"];
        };
        /** @description The company's fees. */
        CompanyFees: {
            /** @description Applied to deposits (and to the Pix leg of conversions). */
            deposit: components["schemas"]["FeeSchedule"];
            /** @description Applied to Pix withdrawals. */
            withdraw: components["schemas"]["FeeSchedule"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        CompanyResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Company"];
        };
        /** @description Access and processing settings of a company. */
        CompanySettings: {
            /** @description When true, requests are accepted only from `ipAddresses`. */
            ipEnabled: boolean;
            /** @description Allowed client ranges in CIDR notation, IPv4 or IPv6 (e.g. `203.0.113.0/24`, `2001:db8::/32`). */
            ipAddresses: string[];
            /**
             * @description Designed: read when each withdrawal is created. Turning it on does not approve withdrawals
             *     already waiting (they still need their approval), and turning it off does not hold back
             *     those created while it was on. From the reference: when true withdrawals go to processing on
             *     their own; when false they wait for approval.
             */
            autoApproveWithdrawals: boolean;
            /** @description Designed: the wallet feature is enabled for the account (by the operator). */
            walletsEnabled: boolean;
            /** @description Designed: how wallets are opened. */
            walletMode: components["schemas"]["WalletMode"];
        };
        /** @description A user of the company's dashboard. */
        CompanyUser: {
            /** @description Identifier of the user. */
            id: components["schemas"]["Ulid"];
            /** @description Role: `master` (owner) or `admin`. */
            role: components["schemas"]["UserRole"];
            /** @description Whether the user may sign in. */
            active: boolean;
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Codes of HTTP 409: `WALLET_HAS_BALANCE`'s status is the reference's; the other codes are designed.
         *
         *     - `DUPLICATE_REFERENCE`: Designed: a `reference` reused with different parameters.
         *     - `WALLET_HAS_BALANCE`: Archiving a wallet that still has available or blocked balance in some currency.
         *     - `INVALID_STATE`: Designed: the resource's current status does not allow this operation.
         * @enum {string}
         */
        ConflictCode: "DUPLICATE_REFERENCE" | "WALLET_HAS_BALANCE" | "INVALID_STATE";
        /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
        ConflictError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["ConflictErrorDetail"];
        };
        /** @description Error object of HTTP 409. */
        ConflictErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["ConflictCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /** @description Designed: body of POST /v1/infractions/{id}/contest. */
        ContestInfractionRequest: {
            /** @description The company's defence: at least 10 characters once the spaces around it are trimmed (it is stored trimmed). */
            defense: string;
        };
        /** @description A Pix-to-USDT conversion. */
        Conversion: {
            /** @description Identifier of the conversion. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Always `conversion`.
             * @enum {string}
             */
            type: "conversion";
            /**
             * @description Always `usdt`.
             * @enum {string}
             */
            asset: "usdt";
            /**
             * @description Always `pix`.
             * @enum {string}
             */
            method: "pix";
            /** @description `pending` at creation. */
            status: components["schemas"]["ConversionStatus"];
            /** @description Designed: how the request's `amount` was read. */
            currency: components["schemas"]["ConversionCurrency"];
            /** @description The payer, normalised. */
            customer: components["schemas"]["Customer"];
            /** @description The Pix leg. */
            pix: components["schemas"]["ConversionPix"];
            /** @description The USDT leg. */
            crypto: components["schemas"]["ConversionCrypto"];
            /** @description Echoed from the request (`{}` when none was sent). */
            metadata: components["schemas"]["Metadata"];
            /** @description The client's unique id, echoed. */
            reference: string;
            /** @description Present when the conversion belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description When the Pix charge expires. */
            expiresAt: components["schemas"]["Timestamp"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Asset accepted in a conversion request.
         * @enum {string}
         */
        ConversionAssetInput: "USDT";
        /** @description Designed: a conversion completed. */
        ConversionCompletedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CONVERSION_COMPLETED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Conversion"];
        };
        /** @description The USDT leg: what is bought and delivered. */
        ConversionCrypto: {
            /**
             * @description `usdt`.
             * @enum {string}
             */
            asset: "usdt";
            /**
             * Format: decimal
             * @description USDT/BRL quotation used (BRL per USDT).
             */
            price: number;
            /** @description Destination address. */
            address: string;
            /** @description Where the delivery stands. */
            status: components["schemas"]["ConversionCryptoStatus"];
            /** @description USDT bought, before fees. */
            amount: components["schemas"]["Money"];
            /** @description Conversion fee, USDT. */
            feeAmount: components["schemas"]["Money"];
            /** @description amount - feeAmount - networkFee: USDT delivered. */
            netAmount: components["schemas"]["Money"];
            /** @description Network, lower case. */
            network: components["schemas"]["UsdtNetwork"];
            /** @description Network fee, USDT. */
            networkFee: components["schemas"]["Money"];
            /** @description Human-readable network name, e.g. `Tron (TRC-20)`. */
            networkName: string;
            /** @description Designed: on-chain transaction hash, once sent. */
            txHash?: string;
        };
        /**
         * @description Designed: the USDT leg of a conversion is `processing` while the USDT is sent, then `sent` or
         *     `failed`; `expired` when the charge expired unpaid, so no USDT was ever bought. From the
         *     reference: `pending` until the Pix charge is paid.
         * @enum {string}
         */
        ConversionCryptoStatus: "pending" | "processing" | "sent" | "failed" | "expired";
        /**
         * @description How `amount` of a conversion request is read.
         *
         *     - `BRL`: `amount` is the BRL value of the Pix charge.
         *     - `USDT`: `amount` is the USDT quantity to be received.
         * @enum {string}
         */
        ConversionCurrency: "BRL" | "USDT";
        /** @description Designed: a conversion expired. */
        ConversionExpiredEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CONVERSION_EXPIRED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Conversion"];
        };
        /** @description Designed: a conversion failed. */
        ConversionFailedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CONVERSION_FAILED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Conversion"];
        };
        /**
         * @description Payment method accepted in a conversion request.
         * @enum {string}
         */
        ConversionMethodInput: "PIX";
        /** @description A page of a listing. */
        ConversionPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Conversion"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        ConversionPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["ConversionPage"];
        };
        /** @description The Pix leg: the charge the payer pays, BRL. */
        ConversionPix: {
            /** @description Where the charge stands. */
            status: components["schemas"]["ConversionPixStatus"];
            /** @description The charge to pay. */
            qrCode: components["schemas"]["QrCode"];
            /** @description Charge value, BRL. */
            amount: components["schemas"]["Money"];
            /** @description Service fee, BRL. */
            feeAmount: components["schemas"]["Money"];
            /** @description amount - feeAmount, BRL. */
            netAmount: components["schemas"]["Money"];
        };
        /**
         * @description Designed: the Pix leg of a conversion is `paid` when the payer pays the charge, `expired` at
         *     `expiresAt` unpaid. From the reference: `pending` at creation.
         * @enum {string}
         */
        ConversionPixStatus: "pending" | "paid" | "expired";
        /** @description Designed: a conversion's charge was paid. */
        ConversionProcessingEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CONVERSION_PROCESSING";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Conversion"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        ConversionResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Conversion"];
        };
        /**
         * @description Designed: the conversion lifecycle past creation, `pending` -> `processing` when the Pix
         *     charge is paid (USDT being sent) -> `completed` when the USDT is delivered, or `failed` (the BRL
         *     net amount is then credited to the account); `pending` -> `expired` at `expiresAt`. Events
         *     `CONVERSION_PROCESSING`, `CONVERSION_COMPLETED`, `CONVERSION_FAILED`, `CONVERSION_EXPIRED`.
         *     From the reference: `pending` at creation.
         * @enum {string}
         */
        ConversionStatus: "pending" | "processing" | "completed" | "failed" | "expired";
        /**
         * @description Body of POST /v1/conversions (reference 4.4).
         *
         *     1. `currency` = `BRL`: `amount` is the BRL value of the Pix charge, and the charge equals
         *     `amount` exactly; the USDT received is computed from the quotation at the time of the request.
         *     2. `currency` = `USDT`: `amount` is the exact USDT quantity to be received (`crypto.netAmount`
         *     equals it); the BRL value of the charge is computed from the quotation at the time of the
         *     request.
         *
         *     Designed arithmetic (integer units, written here): `pix.feeAmount` follows the company's
         *     deposit fee schedule and `pix.netAmount = pix.amount - pix.feeAmount`;
         *     `crypto.feeAmount = crypto.amount * 0.5 / 100` rounded half-up to 6 decimals;
         *     `crypto.networkFee` is 1.500000 on TRX and 4.000000 on ETH;
         *     `crypto.netAmount = crypto.amount - crypto.feeAmount - crypto.networkFee`. With `BRL`,
         *     `crypto.amount` is the USDT bought with `pix.netAmount` at `crypto.price` (rounded down to 6
         *     decimals). With `USDT`, `crypto.amount` is the smallest amount whose `crypto.netAmount` is
         *     `amount`, and the charge is the smallest BRL amount whose net covers `crypto.amount` at the
         *     price (rounded up to the centavo), so the net may be worth up to a centavo more than
         *     `crypto.amount`. A conversion whose `crypto.netAmount` would not be positive is a
         *     `VALIDATION_ERROR` on `amount`. Designed: so is one whose Pix charge (`pix.amount`) would
         *     exceed R$ 10,000,000 (the most a deposit may be: with `USDT`, above about 1,800,000 USDT at a
         *     price of 5.42), or whose `crypto.amount` would exceed 1,000,000,000 USDT (possible only at a
         *     sandbox price near zero).
         */
        CreateConversionRequest: {
            /** @description `USDT`. */
            asset: components["schemas"]["ConversionAssetInput"];
            /** @description `PIX`. */
            method: components["schemas"]["ConversionMethodInput"];
            /** @description Network of the destination address, upper case. */
            network: components["schemas"]["UsdtNetworkInput"];
            /**
             * @description Designed: 26 to 64 characters; the network's zero address (as for a USDT withdrawal) is
             *     accepted and then refused by the network: the conversion ends `failed` and its BRL net amount
             *     is credited back, whatever outcome the sandbox asked for. From the reference: the destination
             *     blockchain address, validated for the network.
             */
            address: string;
            /**
             * Format: decimal
             * @description Designed: at most 10,000,000, and the Pix charge it comes to at most R$ 10,000,000 (see the
             *     model). From the reference: the meaning depends on `currency`, BRL (<= 2 decimals) or USDT
             *     (<= 6 decimals).
             */
            amount: number;
            /** @description `BRL` or `USDT`. */
            currency: components["schemas"]["ConversionCurrency"];
            /** @description The payer of the Pix charge. */
            customer: components["schemas"]["ChargeCustomerInput"];
            /** @description Free-form data echoed back. */
            metadata?: components["schemas"]["Metadata"];
            /** @description Designed: idempotent like a deposit's. From the reference: the client's unique id for this conversion. */
            reference: components["schemas"]["Reference"];
            /**
             * Format: int32
             * @description Designed: seconds until the Pix charge expires, 60 to 86400 (default 3600).
             * @default 3600
             */
            expiresIn?: number;
        };
        /**
         * @description Designed: body of POST /v1/crypto-deposits. The service answers with a fresh address on the
         *     network; USDT received there is credited to the account's USDT balance (no service fee).
         *     Idempotent by `reference` like deposits.
         */
        CreateCryptoDepositRequest: {
            /** @description Network to receive on, upper case. */
            network: components["schemas"]["UsdtNetworkInput"];
            /** @description USDT the client expects to receive (informative; what arrives is credited). */
            expectedAmount?: components["schemas"]["UsdtAmount"];
            /** @description Who will send it. */
            customer?: components["schemas"]["ChargeCustomerInput"];
            /** @description The client's unique id for this deposit. */
            reference: components["schemas"]["Reference"];
            /** @description Free-form data echoed back. */
            metadata?: components["schemas"]["Metadata"];
            /**
             * Format: int32
             * @description Seconds the address stays assigned, 600 to 604800 (default 86400).
             * @default 86400
             */
            expiresIn?: number;
        };
        /**
         * @description Body of POST /v1/deposits.
         *
         *     Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
         *     `fees.deposit`, rounded half-up to the centavo; `netAmount = amount - feeAmount`.
         *
         *     Split (`splits`, reference 4.6 and 4.7):
         *     1. Each line is `{id, percent}`, `percent` from 0 to 1, applied to the net amount, not the gross.
         *     2. Lines with the same `id` are summed before validation; the sum must not exceed 1.
         *     3. Percent outside 0..1, a malformed ULID, a sum above 1 or an unknown destination is a
         *     `VALIDATION_ERROR` on `splits`: the sum's detail names `splits`, a line's names its field
         *     (`splits[0].percent`, `splits[0].id`).
         *     4. The issuing company may not be a destination (`SPLIT_SELF_REFERENCE`), except on a deposit
         *     made with X-Api-Wallet, where its id sends that part to the company's general balance.
         *     Designed: the issuing wallet itself may not be a destination either (`SPLIT_SELF_REFERENCE`:
         *     a part sent to itself would move nothing).
         *     5. Splits that take a share (a percent above 0) on a deposit whose fee leaves no net amount
         *     are `SPLIT_EXCEEDS_DEPOSIT`; when every line's percent is 0, such an amount is a
         *     `VALIDATION_ERROR` on `amount`, as without splits.
         *     6. When the payment is confirmed each destination is credited floor(net * percent) to the
         *     centavo (a wallet of the account directly, bypassing the main account) and the rest of the
         *     net amount stays with the issuer.
         *     7. Designed: a destination that can no longer move money when the payment is confirmed (a wallet
         *     whose verification was rejected terminally, a deactivated company) is not credited: its
         *     line's `amount` becomes 0 and its share stays with the issuer. A wallet archived since the
         *     deposit was created is credited (rule 6), and can be reopened with `status: enabled`; so is a
         *     wallet whose account's wallet feature was turned off since (the money waits for it).
         *     8. Designed, for a line naming a wallet of the account (the wallet rules of reference 4.7), when
         *     the deposit is created: the account's wallet feature must be on (`WALLETS_NOT_ENABLED`), an
         *     archived wallet is a `VALIDATION_ERROR`, and a wallet whose verification was rejected
         *     terminally is `WALLET_KYC_REJECTED_TERMINAL`; each error names the line's `id` field.
         *
         *     Idempotency (designed): the same `reference` with the same parameters returns the first deposit
         *     with `Idempotent-Replayed: true`; different parameters are `DUPLICATE_REFERENCE`. The split is
         *     compared as what it pays (each destination's summed percent), so the same lines in another
         *     order, or one destination's percent sent as two lines, are the same parameters.
         */
        CreateDepositRequest: {
            /** @description Charge value in BRL, at most 2 decimals. */
            amount: components["schemas"]["BrlAmount"];
            /** @description The payer. */
            customer: components["schemas"]["ChargeCustomerInput"];
            /** @description The client's unique id for this deposit. */
            reference: components["schemas"]["Reference"];
            /** @description Free-form data echoed back. */
            metadata?: components["schemas"]["Metadata"];
            /** @description Designed: at most 20 lines. From the reference: fractions of the net amount forwarded to other companies or wallets when paid. */
            splits?: components["schemas"]["SplitLine"][];
            /**
             * Format: int32
             * @description Designed: seconds until the charge expires, 60 to 86400 (default 3600).
             * @default 3600
             */
            expiresIn?: number;
        };
        /**
         * @description Body of POST /v1/wallets. In `kyc` account mode `taxId`, `email` and `phone` are also required
         *     (a `VALIDATION_ERROR` names each one missing).
         */
        CreateWalletRequest: {
            /** @description Designed: 1 to 100 characters without control characters or line separators (the name travels into webhook payloads and statements), stored without the spaces at either end (a name of spaces only is refused). From the reference: the display name. */
            name: string;
            /** @description Designed: see `ExternalId`. From the reference: the client's own id for this wallet; a wallet with this externalId already existing is returned instead of a duplicate. */
            externalId?: components["schemas"]["ExternalId"];
            /** @description CNPJ of the wallet holder; required in `kyc` mode. */
            taxId?: components["schemas"]["TaxDocument"];
            /** @description E-mail the verification invite goes to; required in `kyc` mode. */
            email?: components["schemas"]["EmailAddress"];
            /** @description Phone of the holder; required in `kyc` mode. */
            phone?: components["schemas"]["PhoneNumber"];
            /** @description Designed: free-form data. */
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description Designed: body of POST /v1/webhooks. The URL must be `https` or `http`; outside sandbox mode
         *     URLs whose host is a loopback or private address are refused (`VALIDATION_ERROR` on `url`).
         */
        CreateWebhookRequest: {
            /**
             * Format: uri
             * @description Where events are POSTed: an `http` or `https` URL, without a user name or password, written in the characters of RFC 3986 (an internationalised domain in its `xn--` form, any other character percent-encoded); a `VALIDATION_ERROR` on `url` otherwise: the URL is stored as sent and shown back, as a `uri`, in every webhook listing and read.
             */
            url: string;
            /** @description Event types to send; empty or absent means all. */
            events?: components["schemas"]["WebhookEventType"][];
            /** @description Note of the client. */
            description?: string;
            /**
             * @description Defaults to true.
             * @default true
             */
            enabled?: boolean;
        };
        /**
         * @description Designed: the body of POST /v1/withdrawals is exactly one of the two shapes, told apart by
         *     shape, `pixKey` meaning Pix and `network` and `address` meaning USDT; a body with both or neither
         *     is a `VALIDATION_ERROR`. A body holding the property `pixKey` and the property `network` or
         *     `address` (one of them is enough, and a null value counts) is both, a `VALIDATION_ERROR` on
         *     `pixKey`, even where one shape alone would match it: a request that names two kinds of
         *     destination moves no money.
         */
        CreateWithdrawalRequest: components["schemas"]["PixWithdrawalRequest"] | components["schemas"]["UsdtWithdrawalRequest"];
        /** @description Designed: a USDT deposit address and what arrived there. */
        CryptoDeposit: {
            /** @description Identifier. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Always `crypto_deposit`.
             * @enum {string}
             */
            type: "crypto_deposit";
            /**
             * @description Always `usdt`.
             * @enum {string}
             */
            asset: "usdt";
            /** @description Network, lower case. */
            network: components["schemas"]["UsdtNetwork"];
            /** @description Human-readable network name. */
            networkName: string;
            /** @description Address to send USDT to. */
            address: string;
            /** @description Where it stands. */
            status: components["schemas"]["CryptoDepositStatus"];
            /** @description What the client said it expects, USDT. */
            expectedAmount?: components["schemas"]["Money"];
            /** @description USDT received, once paid. */
            amount?: components["schemas"]["Money"];
            /** @description Service fee, USDT (zero). */
            feeAmount?: components["schemas"]["Money"];
            /** @description amount - feeAmount, credited to the USDT balance. */
            netAmount?: components["schemas"]["Money"];
            /** @description On-chain transaction hash, once paid. */
            txHash?: string;
            /** @description The sender, normalised, when given. */
            customer?: components["schemas"]["Customer"];
            /** @description Echoed (`{}` when none was sent). */
            metadata: components["schemas"]["Metadata"];
            /** @description The client's unique id, echoed. */
            reference: string;
            /** @description Present when the deposit belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description When the address stops being assigned. */
            expiresAt: components["schemas"]["Timestamp"];
            /** @description When the USDT arrived. */
            paidAt?: components["schemas"]["Timestamp"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Designed: a deposit address expired. */
        CryptoDepositExpiredEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CRYPTO_DEPOSIT_EXPIRED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["CryptoDeposit"];
        };
        /** @description Designed: USDT arrived at a deposit address. */
        CryptoDepositPaidEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "CRYPTO_DEPOSIT_PAID";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["CryptoDeposit"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        CryptoDepositResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["CryptoDeposit"];
        };
        /**
         * @description Designed: `pending` until USDT arrives at the address, then `paid`; `expired` at `expiresAt`.
         * @enum {string}
         */
        CryptoDepositStatus: "pending" | "paid" | "expired";
        /**
         * @description A currency of an account balance.
         *
         *     - `brl`: Brazilian real.
         *     - `usdt`: Tether USD.
         * @enum {string}
         */
        Currency: "brl" | "usdt";
        /** @description Designed: amounts per currency. */
        CurrencyBalances: {
            /** @description Brazilian real amounts. */
            brl: components["schemas"]["BalanceAmounts"];
            /** @description Tether USD amounts. */
            usdt: components["schemas"]["BalanceAmounts"];
        };
        /** @description A customer as the service stores and returns it. */
        Customer: {
            /** @description Identifier assigned by the service. */
            id: components["schemas"]["Ulid"];
            /** @description Full name. */
            name: string;
            /**
             * @description Designed: e-mail, absent when the request did not give it (the reference requires it only of
             *     Pix withdrawals' recipients, so a deposit's payer may have none).
             */
            email?: string;
            /** @description Designed: phone as `+` and digits, e.g. `+5511987654321`, absent when the request did not give it. */
            phone?: string;
            /** @description CPF or CNPJ, digits only (upper-case letters for the alphanumeric CNPJ). */
            document: string;
        };
        /**
         * @description Designed: state of one delivery.
         *
         *     - `pending`: Waiting for its first or next attempt.
         *     - `succeeded`: The receiver answered 2xx.
         *     - `failed`: Every attempt failed; no more will be made.
         * @enum {string}
         */
        DeliveryStatus: "pending" | "succeeded" | "failed";
        /** @description A Pix deposit (cash-in). */
        Deposit: {
            /** @description Identifier of the deposit. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Always `deposit`.
             * @enum {string}
             */
            type: "deposit";
            /** @description Charge value, BRL. */
            amount: components["schemas"]["Money"];
            /** @description Service fee, BRL. */
            feeAmount: components["schemas"]["Money"];
            /** @description amount - feeAmount, BRL. */
            netAmount: components["schemas"]["Money"];
            /**
             * @description Always `pix`.
             * @enum {string}
             */
            method: "pix";
            /** @description `pending` at creation. */
            status: components["schemas"]["DepositStatus"];
            /** @description The Pix charge to pay. */
            qrCode: components["schemas"]["QrCode"];
            /** @description The payer, normalised (phone `+` and digits, document digits only). */
            customer: components["schemas"]["Customer"];
            /** @description Echoed from the request (`{}` when none was sent). */
            metadata: components["schemas"]["Metadata"];
            /** @description The client's unique id, echoed. */
            reference: string;
            /** @description Present when the deposit belongs to a wallet (it was made with X-Api-Wallet). */
            wallet?: components["schemas"]["WalletRef"];
            /** @description Designed: the split lines with their amounts, when the request had splits. */
            splits?: components["schemas"]["SplitAllocation"][];
            /** @description When the charge expires. */
            expiresAt: components["schemas"]["Timestamp"];
            /** @description Designed: when the payment was confirmed. */
            paidAt?: components["schemas"]["Timestamp"];
            /** @description Designed: Pix end-to-end id of the payment (32 characters), once paid. */
            endToEndId?: string;
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Designed: a deposit expired. */
        DepositExpiredEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "DEPOSIT_EXPIRED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Deposit"];
        };
        /** @description A page of a listing. */
        DepositPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Deposit"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        DepositPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["DepositPage"];
        };
        /** @description Designed: a deposit was paid. */
        DepositPaidEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "DEPOSIT_PAID";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Deposit"];
        };
        /** @description Designed: a deposit was refunded through MED. */
        DepositRefundedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "DEPOSIT_REFUNDED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Deposit"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        DepositResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Deposit"];
        };
        /**
         * @description Designed: the deposit lifecycle, `pending` -> `paid` when the payer pays, `pending` ->
         *     `expired` at `expiresAt`, `paid` -> `refunded` when a MED infraction is accepted. From the
         *     reference: `pending` at creation.
         * @enum {string}
         */
        DepositStatus: "pending" | "paid" | "expired" | "refunded";
        /**
         * Format: email
         * @description An e-mail address.
         */
        EmailAddress: string;
        /**
         * @description Every error code the API returns. The reference names `VALIDATION_ERROR`, `PAYLOAD_NOT_FOUND`,
         *     the two `SPLIT_*`, the two `WALLET_KYC_*` and `WALLET_HAS_BALANCE`; every other code is
         *     designed. Of the statuses, the reference gives 400 (missing credentials), 401, 422 (a body that
         *     fails validation) and `WALLET_HAS_BALANCE`'s 409; the others are designed. Read an error body
         *     with this enum (`ErrorResponse`): the per-status enums do not list the statuses answered before
         *     any operation has responses for (`REQUEST_TIMEOUT`, and 405 and 431). Designed:
         *     `x-http-status` gives each code its HTTP status (DESIGN.md's table; `REQUEST_TOO_LARGE` is also
         *     431 for a request line and headers over 16 KiB), which the reference server and the conformance runner read.
         *
         *     - `MISSING_API_KEY`: Designed name: the `X-Api-Key` header is missing. Checked before anything else.
         *     - `MISSING_API_SECRET`: Designed name: the `X-Api-Secret` header is missing. Checked before anything else but the key.
         *     - `INVALID_JSON`: Designed: the body is not well-formed JSON, or not UTF-8 (bytes such as Latin-1's are refused, never replaced), or holds an unpaired UTF-16 surrogate (such as U+D800) written as a JSON escape, which names no character, or names a member twice in one object (`{"amount": 10, "amount": 20}`: which value counts would depend on the reader); neither is I-JSON (RFC 7493).
         *     - `MALFORMED_REQUEST`: Designed: the request is not valid HTTP/1.1 (a control character in a header, a header name with a space, both `Content-Length` and `Transfer-Encoding`, an unknown method, no `Host` header...). The server's HTTP parser answers it before any operation; the connection is closed.
         *     - `UNAUTHORIZED`: Designed name: unknown key, wrong secret or disabled company.
         *     - `IP_NOT_ALLOWED`: Designed: `settings.ipEnabled` is on and the client address is in none of `settings.ipAddresses`.
         *     - `WALLETS_NOT_ENABLED`: Designed: the wallet feature is not enabled for the account.
         *     - `WALLET_DISABLED`: Designed: `X-Api-Wallet` names an archived (disabled) wallet.
         *     - `WALLET_KYC_NOT_APPROVED`: `X-Api-Wallet` names a wallet whose verification is not approved (account in `kyc` mode).
         *     - `WALLET_KYC_REJECTED_TERMINAL`: `X-Api-Wallet` names a wallet whose verification was rejected terminally.
         *     - `WALLET_OPERATION_BLOCKED`: Designed: the wallet has `depositsBlocked` or `withdrawalsBlocked` set for this operation.
         *     - `NOT_FOUND`: Designed: no such resource for this company and wallet (other tenants' resources are never revealed), or no such route.
         *     - `WALLET_NOT_FOUND`: Designed: `X-Api-Wallet` names no wallet of the calling company.
         *     - `PAYLOAD_NOT_FOUND`: The stored payload of a withdrawal does not exist or was removed; `details` is null.
         *     - `METHOD_NOT_ALLOWED`: Designed (HTTP 405): the path exists but not with this method; the `Allow` header lists the methods it has, with HEAD wherever there is GET (a HEAD is answered as the GET, without the body).
         *     - `DUPLICATE_REFERENCE`: Designed: a `reference` reused with different parameters.
         *     - `WALLET_HAS_BALANCE`: Archiving a wallet that still has available or blocked balance in some currency.
         *     - `INVALID_STATE`: Designed: the resource's current status does not allow this operation.
         *     - `REQUEST_TOO_LARGE`: Designed: the body is larger than 1 MiB (413). Also, answered before any operation: a request line and headers larger than 16 KiB together (HTTP 431) and chunk extensions larger than 16 KiB (413).
         *     - `UNSUPPORTED_MEDIA_TYPE`: Designed: a body sent without `Content-Type: application/json`, or labelled with a charset other than UTF-8, or with a `Content-Encoding` the server does not read.
         *     - `VALIDATION_ERROR`: One or more input fields failed validation; `details` lists them. Also insufficient balance (field `amount`) and a malformed id in the path.
         *     - `SPLIT_SELF_REFERENCE`: A split destination is the same company that issues the charge. Designed: also the issuing wallet itself, on a deposit made with `X-Api-Wallet` (a part sent to itself would move nothing).
         *     - `SPLIT_EXCEEDS_DEPOSIT`: The split amounts would exceed the net value of the deposit after its fee.
         *     - `RATE_LIMITED`: Designed: too many requests for this API key, or too many failed authentications from this client address (every request from it is then refused, whatever its credentials, until the window ends); retry after `Retry-After` seconds.
         *     - `INTERNAL_ERROR`: Designed: an unexpected failure; the body never carries a stack trace.
         *     - `REQUEST_TIMEOUT`: Designed (HTTP 408): the request's headers or body did not arrive in full in time (headers within 60 s, the whole request within 300 s); the connection is closed. No operation lists it: the server answers it before any operation.
         * @enum {string}
         */
        ErrorCode: "MISSING_API_KEY" | "MISSING_API_SECRET" | "INVALID_JSON" | "MALFORMED_REQUEST" | "UNAUTHORIZED" | "IP_NOT_ALLOWED" | "WALLETS_NOT_ENABLED" | "WALLET_DISABLED" | "WALLET_KYC_NOT_APPROVED" | "WALLET_KYC_REJECTED_TERMINAL" | "WALLET_OPERATION_BLOCKED" | "NOT_FOUND" | "WALLET_NOT_FOUND" | "PAYLOAD_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "DUPLICATE_REFERENCE" | "WALLET_HAS_BALANCE" | "INVALID_STATE" | "REQUEST_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "VALIDATION_ERROR" | "SPLIT_SELF_REFERENCE" | "SPLIT_EXCEEDS_DEPOSIT" | "RATE_LIMITED" | "INTERNAL_ERROR" | "REQUEST_TIMEOUT";
        /** @description A failed answer with any code: the shape of every non-2xx response. */
        ErrorResponse: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["ApiErrorDetail"];
        };
        /** @description Designed: a piece of evidence attached to an infraction. */
        Evidence: {
            /** @description Identifier of the evidence. */
            id: components["schemas"]["Ulid"];
            /** @description What it shows. */
            description: string;
            /** @description File name as uploaded. */
            fileName: string;
            /** @description Media type of the file. */
            contentType: components["schemas"]["EvidenceContentType"];
            /**
             * Format: int32
             * @description Size of the decoded file, bytes.
             */
            size: number;
            /** @description SHA-256 of the decoded file, hex. */
            sha256: string;
            /** @description When it was attached. */
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Designed: media types accepted as evidence.
         * @enum {string}
         */
        EvidenceContentType: "application/pdf" | "image/png" | "image/jpeg";
        /**
         * @description Designed: a wallet's external id, 1 to 100 characters, on one line, without control characters
         *     and without spaces at either end: ` loja-1` and `loja-1` would be two ids that look alike, and a
         *     retry with one would create a second wallet instead of getting the first back. The pattern names
         *     its characters instead of using `\s`, `\S` and `.`, which regex dialects read differently.
         */
        ExternalId: string;
        /**
         * @description Designed: `fee = max(minimumFee, fixed + amount * percentage / 100)`, rounded half-up to the
         *     centavo; `percentage` is in percent: 1.5 means 1.5%. From the reference: a fee schedule has
         *     `fixed`, `percentage` and `minimumFee`.
         */
        FeeSchedule: {
            /**
             * Format: decimal
             * @description Designed: at most R$ 1.000.000,00, so a fee stays within what a JSON number states exactly. From the reference: the fixed part, BRL.
             */
            fixed: number;
            /**
             * Format: decimal
             * @description Designed: at most 4 decimals, in percent, 1.2345 meaning 1.2345%. From the reference: the percentage of the amount.
             */
            percentage: number;
            /**
             * Format: decimal
             * @description Designed: at most R$ 1.000.000,00. From the reference: the lower bound of the fee, BRL.
             */
            minimumFee: number;
        };
        /**
         * @description Designed: a fee schedule as the sandbox takes it, the members of `FeeSchedule` and no other (a
         *     request body names every member it takes; `FeeSchedule`, an answer's, may gain members).
         */
        FeeScheduleInput: {
            /**
             * Format: decimal
             * @description Designed: at most R$ 1.000.000,00, so a fee stays within what a JSON number states exactly. From the reference: the fixed part, BRL.
             */
            fixed: number;
            /**
             * Format: decimal
             * @description Designed: at most 4 decimals, in percent, 1.2345 meaning 1.2345%. From the reference: the percentage of the amount.
             */
            percentage: number;
            /**
             * Format: decimal
             * @description Designed: at most R$ 1.000.000,00. From the reference: the lower bound of the fee, BRL.
             */
            minimumFee: number;
        };
        /** @description One input field that failed validation. */
        FieldError: {
            /** @description Path of the field, e.g. `amount`, `customer.document`, `splits[0].percent`, `X-Api-Wallet`. */
            field: string;
            /** @description What is wrong with it, in Portuguese. */
            error: string;
        };
        /**
         * @description Codes of HTTP 403, a designed status (the reference names the two `WALLET_KYC_*` codes but not their status).
         *
         *     - `IP_NOT_ALLOWED`: Designed: `settings.ipEnabled` is on and the client address is in none of `settings.ipAddresses`.
         *     - `WALLETS_NOT_ENABLED`: Designed: the wallet feature is not enabled for the account.
         *     - `WALLET_DISABLED`: Designed: `X-Api-Wallet` names an archived (disabled) wallet.
         *     - `WALLET_KYC_NOT_APPROVED`: `X-Api-Wallet` names a wallet whose verification is not approved (account in `kyc` mode).
         *     - `WALLET_KYC_REJECTED_TERMINAL`: `X-Api-Wallet` names a wallet whose verification was rejected terminally.
         *     - `WALLET_OPERATION_BLOCKED`: Designed: the wallet has `depositsBlocked` or `withdrawalsBlocked` set for this operation.
         * @enum {string}
         */
        ForbiddenCode: "IP_NOT_ALLOWED" | "WALLETS_NOT_ENABLED" | "WALLET_DISABLED" | "WALLET_KYC_NOT_APPROVED" | "WALLET_KYC_REJECTED_TERMINAL" | "WALLET_OPERATION_BLOCKED";
        /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
        ForbiddenError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["ForbiddenErrorDetail"];
        };
        /** @description Error object of HTTP 403. */
        ForbiddenErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["ForbiddenCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /**
         * @description Designed: at most 120 characters as sent and at least 2 once trimmed (inner spaces collapse to
         *     one), without control characters or line separators (a name travels into statements, webhooks
         *     and the Pix charge).
         *     From the reference: a person's or company's full name.
         */
        FullName: string;
        /** @description Designed: a MED infraction on a paid deposit. */
        Infraction: {
            /** @description Identifier of the infraction. */
            id: components["schemas"]["Ulid"];
            /** @description Where it stands. */
            status: components["schemas"]["InfractionStatus"];
            /** @description Reason given by the payer's bank. */
            reason: components["schemas"]["InfractionReason"];
            /** @description Free text of the payer's bank. */
            description?: string;
            /** @description The disputed deposit. */
            depositId: components["schemas"]["Ulid"];
            /** @description Reference of the disputed deposit. */
            reference: string;
            /** @description End-to-end id of the disputed Pix payment. */
            endToEndId: string;
            /**
             * @description Disputed amount, BRL (at most the deposit amount). It is blocked and, when refunded, debited
             *     whole in the account that issued the deposit (the main account or the deposit's wallet), as
             *     the receiving institution returns the Pix amount: the fee and the parts paid to split
             *     destinations are not taken back from them.
             */
            amount: components["schemas"]["Money"];
            /**
             * @description Part of the amount currently blocked in the account. Below `amount` only while the account
             *     lacks the money: later BRL credits to the account top it up, oldest infraction first.
             */
            blockedAmount: components["schemas"]["Money"];
            /**
             * @description Designed: the deadline for the defence, seven days after the infraction is opened. After it,
             *     adding evidence and contesting are refused with 409 `INVALID_STATE` naming
             *     `defenseDeadline`; accepting stays possible.
             */
            defenseDeadline: components["schemas"]["Timestamp"];
            /** @description Evidence attached so far, at most 20 (POST /v1/infractions/{id}/evidences). */
            evidences: components["schemas"]["Evidence"][];
            /** @description The company's defence, once contested. */
            defense?: string;
            /** @description The chargeback, once refunded. */
            chargebackId?: components["schemas"]["Ulid"];
            /** @description Present when the disputed deposit belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Designed: an infraction was contested. */
        InfractionContestedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "INFRACTION_CONTESTED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Infraction"];
        };
        /** @description Designed: an infraction was dismissed. */
        InfractionDismissedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "INFRACTION_DISMISSED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Infraction"];
        };
        /** @description Designed: an infraction was opened. */
        InfractionOpenedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "INFRACTION_OPENED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Infraction"];
        };
        /** @description A page of a listing. */
        InfractionPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Infraction"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        InfractionPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["InfractionPage"];
        };
        /**
         * @description Designed: why the payer's bank opened the infraction.
         * @enum {string}
         */
        InfractionReason: "fraud" | "account_takeover" | "coercion" | "scam" | "other";
        /** @description Designed: an infraction ended in a refund. */
        InfractionRefundedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "INFRACTION_REFUNDED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Infraction"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        InfractionResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Infraction"];
        };
        /**
         * @description Designed: MED infraction lifecycle. `open` when the payer's bank reports it (the disputed amount
         *     is blocked); `contested` after the company sends its defence; `refunded` when the company
         *     accepts it or the analysis goes against it (a chargeback returns the amount to the payer and the
         *     deposit becomes `refunded`); `dismissed` when the analysis goes in the company's favour (the
         *     amount is released). Events `INFRACTION_OPENED`, `INFRACTION_CONTESTED`, `INFRACTION_REFUNDED`,
         *     `INFRACTION_DISMISSED`, and `INFRACTION_UPDATED` when an open infraction gets evidence or a
         *     larger blocked amount.
         * @enum {string}
         */
        InfractionStatus: "open" | "contested" | "refunded" | "dismissed";
        /** @description Designed: an open infraction got evidence or a larger blocked amount. */
        InfractionUpdatedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "INFRACTION_UPDATED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Infraction"];
        };
        /**
         * @description Designed: codes of HTTP 500.
         *
         *     - `INTERNAL_ERROR`: Designed: an unexpected failure; the body never carries a stack trace.
         * @enum {string}
         */
        InternalErrorCode: "INTERNAL_ERROR";
        /** @description Designed: an unexpected failure on the server side; safe to retry. */
        InternalServerError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["InternalServerErrorDetail"];
        };
        /** @description Error object of HTTP 500. */
        InternalServerErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["InternalErrorCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /**
         * @description Designed: at most 50 keys at its top level (a nested object counts in the size only), 4 KB as
         *     JSON; a number in it that
         *     a JSON number (an IEEE 754 double) does not hold exactly (an integer beyond 2^53 such as the
         *     int64 id 9007199254740993, more significant digits than a double keeps, or out of range like
         *     `1e400`) is a VALIDATION_ERROR naming its path (`metadata.orderId`). A number a double holds
         *     comes back as the same double in its shortest form, perhaps written otherwise (`1e2` as `100`,
         *     2^60 as `1152921504606847000`): send ids and other digits that must come back as written as
         *     strings. From the reference: a free-form key/value object, echoed back.
         */
        Metadata: {
            [key: string]: unknown;
        };
        /**
         * @description Designed: codes of HTTP 405.
         *
         *     - `METHOD_NOT_ALLOWED`: Designed (HTTP 405): the path exists but not with this method; the `Allow` header lists the methods it has, with HEAD wherever there is GET (a HEAD is answered as the GET, without the body).
         * @enum {string}
         */
        MethodNotAllowedCode: "METHOD_NOT_ALLOWED";
        /** @description Error object of HTTP 405. */
        MethodNotAllowedErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["MethodNotAllowedCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /**
         * Format: decimal
         * @description A computed money value in the unit of its currency (may be zero).
         */
        Money: number;
        /**
         * @description Codes of HTTP 404, a designed status (the reference names `PAYLOAD_NOT_FOUND` but not its status).
         *
         *     - `NOT_FOUND`: Designed: no such resource for this company and wallet (other tenants' resources are never revealed), or no such route.
         *     - `WALLET_NOT_FOUND`: Designed: `X-Api-Wallet` names no wallet of the calling company.
         *     - `PAYLOAD_NOT_FOUND`: The stored payload of a withdrawal does not exist or was removed; `details` is null.
         * @enum {string}
         */
        NotFoundCode: "NOT_FOUND" | "WALLET_NOT_FOUND" | "PAYLOAD_NOT_FOUND";
        /** @description Nothing with this id exists for the calling company and wallet. */
        NotFoundError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["NotFoundErrorDetail"];
        };
        /** @description Error object of HTTP 404. */
        NotFoundErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["NotFoundCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /** @description The request as it was received, with the Pix key masked. */
        PayloadRequest: {
            /** @description Amount requested. */
            amount: components["schemas"]["Money"];
            /** @description `pix` or `usdt`. */
            method: components["schemas"]["WithdrawalMethod"];
            /** @description The Pix key with all but its last four characters masked, e.g. `********************.com`. */
            pixKey?: string;
            /** @description Designed: the network of a USDT withdrawal. */
            network?: components["schemas"]["UsdtNetwork"];
            /** @description Designed: the address of a USDT withdrawal, masked like the Pix key. */
            address?: string;
            /** @description The client's reference. */
            reference: string;
        };
        /** @description The answer as it was first given. */
        PayloadResponse: {
            /** @description Whether the original answer was a success. */
            success: boolean;
            /** @description The part of the original answer that is kept. */
            data: components["schemas"]["PayloadResponseData"];
        };
        /** @description `id` and `status` of the withdrawal as first answered. */
        PayloadResponseData: {
            /** @description Id of the withdrawal created. */
            id: components["schemas"]["Ulid"];
            /** @description Its status in that answer. */
            status: components["schemas"]["WithdrawalStatus"];
        };
        /**
         * @description Designed: a Brazilian number has an area code (DDD) of two digits 1-9 (11 to 99) and a number
         *     of 9 digits starting with 9 or of 8 digits not starting with 0 or 1. From the reference: a phone
         *     number; formatting characters are allowed in requests, and without a country code `+55` is
         *     assumed.
         */
        PhoneNumber: string;
        /**
         * @description A Pix key: CPF or CNPJ with valid check digits (formatting allowed), e-mail, phone (`+55`, the
         *     two-digit area code and 8 or 9 digits; formatting allowed; designed: the area code is 11 to 99
         *     with no 0 in it, and the number one that can exist, 9 digits starting with 9 or 8 digits not
         *     starting with 0 or 1), or random key (EVP, a UUID).
         *     Responses return it without formatting: a CPF or CNPJ without dots, slash or dash, a phone as
         *     `+` and digits; designed: an e-mail or random key in lower case, as the Pix directory keeps
         *     them, and at most 77 characters (the longest Pix key, an e-mail).
         */
        PixKey: string;
        /**
         * @description Designed: a holder in the sandbox Pix directory. A CPF or CNPJ key not registered resolves to a
         *     holder with that document; other keys not registered resolve to a holder with the withdrawal's
         *     `customer.document`.
         */
        PixKeyHolder: {
            /** @description The key, unformatted. */
            key: string;
            /** @description Kind of key. */
            keyType: components["schemas"]["PixKeyType"];
            /** @description Full name of the holder. */
            name: string;
            /** @description CPF or CNPJ of the holder, digits only. */
            document: string;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        PixKeyHolderResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["PixKeyHolder"];
        };
        /**
         * @description Designed: kinds of Pix key.
         * @enum {string}
         */
        PixKeyType: "cpf" | "cnpj" | "email" | "phone" | "evp";
        /** @description A Pix withdrawal (cash-out). */
        PixWithdrawal: {
            /** @description Identifier of the withdrawal. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Always `withdraw`.
             * @enum {string}
             */
            type: "withdraw";
            /** @description Where it stands. */
            status: components["schemas"]["WithdrawalStatus"];
            /** @description The recipient, normalised. */
            customer: components["schemas"]["Customer"];
            /** @description Echoed from the request (`{}` when none was sent). */
            metadata: components["schemas"]["Metadata"];
            /** @description The client's unique id, echoed. */
            reference: string;
            /** @description Present when the withdrawal belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description Designed: present once failed. */
            failure?: components["schemas"]["WithdrawalFailure"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
            /**
             * @description Always `pix`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            method: "pix";
            /**
             * @description Always `brl`.
             * @enum {string}
             */
            currency: "brl";
            /** @description Amount sent, BRL. */
            amount: components["schemas"]["Money"];
            /** @description Service fee, BRL. */
            feeAmount: components["schemas"]["Money"];
            /** @description amount + feeAmount: what leaves the balance. */
            totalAmount: components["schemas"]["Money"];
            /** @description Destination key, unformatted. */
            pixKey: string;
            /** @description Designed: whether the holder's document was required to match. */
            strict: boolean;
            /** @description Present once paid. */
            paidAt?: components["schemas"]["Timestamp"];
            /** @description Present once paid. */
            details?: components["schemas"]["WithdrawalDetails"];
        };
        /**
         * @description Body of a Pix withdrawal (reference 4.2). Told apart from the USDT variant by `pixKey`.
         *
         *     Fees: `feeAmount = max(minimumFee, fixed + amount * percentage / 100)` with the company's
         *     `fees.withdraw`, rounded half-up; `totalAmount = amount + feeAmount` is what leaves the balance.
         *     Creating the withdrawal blocks `totalAmount` (insufficient available balance is a
         *     `VALIDATION_ERROR` on `amount`); paid debits it; failed or canceled releases it.
         *
         *     Strict: when `strict` is true and `customer.document` is given, the document of the holder of
         *     the destination key must match it, else the withdrawal ends `failed` during processing with the
         *     message `A chave Pix não corresponde ao documento informado.`
         *
         *     Idempotency: the same `reference` with the same parameters returns the same withdrawal
         *     (reference rule 1; designed: HTTP 200 with `Idempotent-Replayed: true`); different parameters
         *     are `DUPLICATE_REFERENCE`.
         */
        PixWithdrawalRequest: {
            /** @description Amount to send, BRL, at most 2 decimals. */
            amount: components["schemas"]["BrlAmount"];
            /** @description Destination Pix key. */
            pixKey: components["schemas"]["PixKey"];
            /** @description When true, the key holder's document must match `customer.document`. */
            strict?: boolean;
            /** @description The recipient; every field required. */
            customer: components["schemas"]["WithdrawalCustomerInput"];
            /** @description The client's unique id for this withdrawal. */
            reference: components["schemas"]["Reference"];
            /** @description Free-form data echoed back. */
            metadata?: components["schemas"]["Metadata"];
        };
        /** @description The Pix charge to pay: copy-and-paste text and its QR image. */
        QrCode: {
            /**
             * @description Designed: the Pix copy-and-paste text is a dynamic BR Code (EMV MPM) with `00`=`01`, `01`=`12`, `26` holding
             *     GUI `br.gov.bcb.pix` and the location URL (`25`, no scheme), `52`=`0000`, `53`=`986`, `54` the
             *     amount, `58`=`BR`, `59` merchant name (<= 25), `60` city (<= 15), `62`/`05` txid and `63` the
             *     CRC16/CCITT-FALSE of everything before it, 4 upper-case hex digits.
             */
            payload: string;
            /** @description Designed: the image decodes to `payload`. From the reference: a data URI of a PNG image in base64, `data:image/png;base64,...`. */
            imageEncoded: string;
        };
        /**
         * @description Designed: codes of HTTP 429.
         *
         *     - `RATE_LIMITED`: Designed: too many requests for this API key, or too many failed authentications from this client address (every request from it is then refused, whatever its credentials, until the window ends); retry after `Retry-After` seconds.
         * @enum {string}
         */
        RateLimitedCode: "RATE_LIMITED";
        /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
        RateLimitedError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["RateLimitedErrorDetail"];
        };
        /** @description Error object of HTTP 429. */
        RateLimitedErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["RateLimitedCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /** @description Bank account data of the receiver, with the key used. */
        ReceiverBankData: {
            /** @description ISPB of the institution. */
            id: string;
            /** @description Institution name. */
            name: string;
            /** @description Branch. */
            agency: string;
            /** @description Account number. */
            account: string;
            /** @description The Pix key paid. */
            pixKey: string;
        };
        /**
         * @description Designed: 1 to 100 characters of `A-Z`, `a-z`, `0-9`, `.`, `_`, `:` and `-`, so it can travel
         *     in URLs and logs unchanged (the reference says only "string"), unique within an account: the
         *     company's main account, or the wallet named by X-Api-Wallet (each wallet of a marketplace may
         *     use its own order numbers). From the reference: a client-chosen identifier, unique for its kind
         *     of resource.
         */
        Reference: string;
        /**
         * @description Designed: the answer to registering an endpoint: the endpoint and its signing secret, which no
         *     other answer shows.
         */
        RegisteredWebhook: {
            /** @description Identifier of the endpoint. */
            id: components["schemas"]["Ulid"];
            /**
             * Format: uri
             * @description Where events are POSTed.
             */
            url: string;
            /**
             * @description Event types sent to it; empty means all. An event is matched when it happens: a change applies
             *     to later events, and deliveries already recorded (held while paused, or waiting for a retry)
             *     are still sent.
             */
            events: components["schemas"]["WebhookEventType"][];
            /** @description Note of the client. */
            description?: string;
            /**
             * @description Deliveries are made only while true. While false the endpoint's events are still recorded,
             *     held as `pending` deliveries without `nextAttemptAt`, and sent once it is enabled again.
             */
            enabled: boolean;
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
            /** @description Signing secret `whsec_<base64>`: keep it to verify the signatures of the deliveries. The HMAC key is its base64 part after `whsec_`, decoded, not the string itself. */
            secret: string;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        RegisteredWebhookResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["RegisteredWebhook"];
        };
        /**
         * @description Designed: codes of HTTP 413.
         *
         *     - `REQUEST_TOO_LARGE`: Designed: the body is larger than 1 MiB (413). Also, answered before any operation: a request line and headers larger than 16 KiB together (HTTP 431) and chunk extensions larger than 16 KiB (413).
         * @enum {string}
         */
        RequestTooLargeCode: "REQUEST_TOO_LARGE";
        /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
        RequestTooLargeError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["RequestTooLargeErrorDetail"];
        };
        /** @description Error object of HTTP 413. */
        RequestTooLargeErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["RequestTooLargeCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /** @description Body of POST /v1/wallets/{id}/verification/resend. */
        ResendVerificationRequest: {
            /** @description Where the invite is sent. */
            email: components["schemas"]["EmailAddress"];
        };
        /** @description Designed: a sandbox company with its credentials (shown once). */
        SandboxCompany: {
            /** @description The company created. */
            company: components["schemas"]["Company"];
            /** @description Its API key (X-Api-Key). */
            apiKey: string;
            /** @description Its API secret (X-Api-Secret); stored only as a hash, shown only here. */
            apiSecret: string;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        SandboxCompanyResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["SandboxCompany"];
        };
        /**
         * @description Designed: outcome of a conversion's delivery.
         * @enum {string}
         */
        SandboxConversionOutcome: "completed" | "failed";
        /** @description Designed: body of POST /v1/sandbox/companies. */
        SandboxCreateCompanyRequest: {
            /** @description Trade name. */
            tradeName: components["schemas"]["FullName"];
            /** @description Legal name; defaults to the trade name. */
            legalName?: components["schemas"]["FullName"];
            /** @description CNPJ with valid check digits; a valid one is generated when absent. */
            taxId?: components["schemas"]["TaxDocument"];
            /** @description Contact e-mail. */
            email?: components["schemas"]["EmailAddress"];
        };
        /** @description Designed: body of POST /v1/sandbox/balance. */
        SandboxCreditRequest: {
            /**
             * Format: decimal
             * @description Amount to credit, in `currency` (2 decimals for BRL, 6 for USDT).
             */
            amount: number;
            /** @description Currency to credit. */
            currency: components["schemas"]["Currency"];
        };
        /** @description Designed: fees the sandbox lets a company change. */
        SandboxFeesPatch: {
            /** @description New deposit fee schedule. */
            deposit?: components["schemas"]["FeeScheduleInput"];
            /** @description New withdrawal fee schedule. */
            withdraw?: components["schemas"]["FeeScheduleInput"];
        };
        /**
         * @description Designed: outcome of a contested infraction's analysis.
         *
         *     - `refunded`: The payer wins: the amount is refunded.
         *     - `dismissed`: The company wins: the amount is released.
         * @enum {string}
         */
        SandboxInfractionOutcome: "refunded" | "dismissed";
        /** @description Designed: body of POST /v1/sandbox/infractions. */
        SandboxOpenInfractionRequest: {
            /** @description A paid deposit of the calling company. */
            depositId: components["schemas"]["Ulid"];
            /** @description Disputed amount, BRL; defaults to the deposit amount and may not exceed it. */
            amount?: components["schemas"]["BrlAmount"];
            /**
             * @description Reason; defaults to `fraud`.
             * @default fraud
             */
            reason?: components["schemas"]["InfractionReason"];
            /** @description Text of the payer's bank. */
            description?: string;
        };
        /** @description Designed: body of POST /v1/sandbox/conversions/{id}/pay. */
        SandboxPayConversionRequest: {
            /**
             * @description What the USDT delivery does after the charge is paid (default `completed`).
             * @default completed
             */
            outcome?: components["schemas"]["SandboxConversionOutcome"];
        };
        /** @description Designed: body of POST /v1/sandbox/crypto-deposits/{id}/pay. */
        SandboxPayCryptoDepositRequest: {
            /** @description USDT that arrives; defaults to the expected amount (required when none was given). */
            amount?: components["schemas"]["UsdtAmount"];
        };
        /** @description Designed: body of POST /v1/sandbox/pix-keys. */
        SandboxPixKeyRequest: {
            /** @description The key. */
            key: components["schemas"]["PixKey"];
            /** @description Full name of the holder. */
            name: components["schemas"]["FullName"];
            /** @description CPF or CNPJ of the holder. */
            document: components["schemas"]["TaxDocument"];
        };
        /** @description Designed: body of POST /v1/sandbox/infractions/{id}/resolve. */
        SandboxResolveInfractionRequest: {
            /** @description How the analysis ends. */
            outcome: components["schemas"]["SandboxInfractionOutcome"];
        };
        /** @description Designed: settings the sandbox lets a company change about itself. */
        SandboxSettingsPatch: {
            /**
             * @description Turns the IP allowlist on or off. On, it needs at least one range (sent here or already set):
             *     with none every request of the company would be refused, this switch's undoing too, so that
             *     is a `VALIDATION_ERROR` on `settings.ipAddresses`. Ranges that leave out the address this
             *     request comes from are accepted (the company may call from elsewhere), and from then on that
             *     address is refused (`IP_NOT_ALLOWED`), this switch's undoing included: try the allowlist on a
             *     company made with POST /v1/sandbox/companies, not on the one you work with.
             */
            ipEnabled?: boolean;
            /** @description Allowed client ranges, CIDR (IPv4 or IPv6). A single address is taken as its `/32` or `/128` range and shown so. */
            ipAddresses?: components["schemas"]["CidrRangeInput"][];
            /** @description Whether withdrawals go to processing without approval. */
            autoApproveWithdrawals?: boolean;
        };
        /** @description Designed: body of PATCH /v1/sandbox/company; only the fields sent change. */
        SandboxUpdateCompanyRequest: {
            /** @description Access and processing settings. */
            settings?: components["schemas"]["SandboxSettingsPatch"];
            /** @description Deposit and withdrawal fee schedules. */
            fees?: components["schemas"]["SandboxFeesPatch"];
            /** @description Turns the wallet feature on or off for the account. */
            walletsEnabled?: boolean;
            /** @description How new wallets are opened. */
            walletMode?: components["schemas"]["WalletMode"];
            /**
             * Format: decimal
             * @description USDT/BRL price (BRL per USDT) quoted to this company's conversions, up to 8 decimals.
             */
            usdtPrice?: number;
        };
        /** @description Designed: body of POST /v1/sandbox/wallets/{id}/verification. */
        SandboxVerificationRequest: {
            /** @description New verification status. */
            status: components["schemas"]["VerificationStatus"];
        };
        /** @description Designed: a split line as booked, with its computed amount. */
        SplitAllocation: {
            /** @description ULID of the receiving company or wallet. */
            id: components["schemas"]["Ulid"];
            /** @description What kind of destination `id` is. */
            destination: components["schemas"]["SplitDestination"];
            /**
             * Format: decimal
             * @description Fraction of the net amount (duplicate ids summed).
             */
            percent: number;
            /**
             * @description floor(netAmount * percent) to the centavo; what is left stays with the issuer. 0 once the
             *     deposit is paid if the destination could no longer move money then (rule 7 of the split).
             */
            amount: components["schemas"]["Money"];
        };
        /**
         * @description Designed: what a split line's `id` turned out to be.
         *
         *     - `company`: Another company: an ordinary split transfer.
         *     - `wallet`: A wallet of the account: credited straight to the wallet's balance.
         *     - `general_balance`: The account's own company id on a deposit made with `X-Api-Wallet`: credited to the company's general balance.
         * @enum {string}
         */
        SplitDestination: "company" | "wallet" | "general_balance";
        /**
         * @description One line of a split: who receives and what fraction of the deposit's net amount.
         *     `id` is a company, a wallet of the account, or (on a deposit made with X-Api-Wallet) the
         *     account's own company id, which moves that part to the company's general balance.
         */
        SplitLine: {
            /** @description ULID of the receiving company or wallet. */
            id: components["schemas"]["Ulid"];
            /**
             * Format: decimal
             * @description Fraction from 0 to 1 of the net amount (0.03 means 3%).
             */
            percent: number;
        };
        /**
         * @description Designed: a CPF is 11 digits and a CNPJ 14 characters (the 2026 alphanumeric CNPJ has letters
         *     in its first 12), with valid check digits. From the reference: a CPF or CNPJ; requests may
         *     format it (`529.982.247-25`, `12.ABC.345/01DE-35`), responses carry it unformatted.
         */
        TaxDocument: string;
        /**
         * Format: date-time
         * @description An instant as ISO 8601 UTC with millisecond precision and a trailing `Z`.
         * @example 2026-11-21T14:03:07.123Z
         */
        Timestamp: string;
        /**
         * Format: date-time
         * @description Designed: an instant given in a query filter: any RFC 3339 date-time, with or without fractional
         *     seconds, with `Z` or an offset (`2026-11-21T14:03:07.123Z`, `2026-11-21T11:03:07-03:00`),
         *     compared with the millisecond timestamps of the records. Answers always carry `Timestamp`; a
         *     filter accepts what date-time libraries write for an instant with its offset (Python's
         *     `isoformat()` of an aware datetime, Go's `time.RFC3339Nano`). A date-time without an offset
         *     (Python's naive `datetime.utcnow().isoformat()`) names no instant: `VALIDATION_ERROR`.
         * @example 2026-11-21T14:03:07.123Z
         */
        TimestampFilter: string;
        /**
         * @description Designed: one movement of the ledger of an account (the main account, or the wallet chosen with
         *     X-Api-Wallet). Balances are the sums of these rows per currency and bucket. A move between the
         *     buckets (`withdraw_hold`, `withdraw_release`, `infraction_hold`, `infraction_release`) is two
         *     rows of that type and amount: a debit of one bucket and a credit of the other, leaving the
         *     total unchanged.
         */
        Transaction: {
            /** @description Identifier of the movement. */
            id: components["schemas"]["Ulid"];
            /** @description Kind of movement. */
            type: components["schemas"]["TransactionType"];
            /** @description Currency moved. */
            currency: components["schemas"]["Currency"];
            /** @description Amount moved, always positive; see `direction`. */
            amount: components["schemas"]["Money"];
            /** @description Credit or debit. */
            direction: components["schemas"]["TransactionDirection"];
            /** @description Available or blocked side of the balance. */
            bucket: components["schemas"]["BalanceBucket"];
            /** @description Kind of the resource behind it. */
            sourceType: components["schemas"]["TransactionSource"];
            /** @description Id of the resource behind it. */
            sourceId: components["schemas"]["Ulid"];
            /**
             * @description Current status of the resource behind it, so a movement shows whether, say, the withdrawal
             *     it blocked was paid or failed since; see TransactionStatus.
             */
            status: components["schemas"]["TransactionStatus"];
            /**
             * @description Reference of that resource, when it has one and it is this company's: a split part received
             *     from another company's deposit carries none (that reference is the other company's), one
             *     received into a wallet from the company's own deposit carries the deposit's.
             */
            reference?: string;
            /** @description Portuguese description for statements. */
            description: string;
            /** @description Present when the movement belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description When it was booked. */
            createdAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description Designed: direction of a movement.
         * @enum {string}
         */
        TransactionDirection: "credit" | "debit";
        /** @description A page of a listing. */
        TransactionPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Transaction"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        TransactionPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["TransactionPage"];
        };
        /**
         * @description Designed: the kind of resource a movement comes from.
         * @enum {string}
         */
        TransactionSource: "deposit" | "withdraw" | "conversion" | "crypto_deposit" | "infraction" | "chargeback" | "sandbox";
        /**
         * @description Designed: status of a movement, which is the current status of the resource behind it (its
         *     `sourceType` and `sourceId`): the values of DepositStatus, WithdrawalStatus, ConversionStatus,
         *     CryptoDepositStatus, InfractionStatus and ChargebackStatus. A sandbox credit, and a split part
         *     received from another company's deposit, are `completed`: nothing about them changes afterwards,
         *     and another company's deposit is not this account's to see.
         * @enum {string}
         */
        TransactionStatus: "pending" | "processing" | "paid" | "completed" | "failed" | "canceled" | "expired" | "refunded" | "open" | "contested" | "dismissed";
        /**
         * @description Designed: kinds of ledger movement.
         *
         *     - `deposit`: A deposit was paid: its gross amount.
         *     - `deposit_fee`: The fee of a paid deposit.
         *     - `split_sent`: A split part sent to another company or wallet.
         *     - `split_received`: A split part received from a deposit.
         *     - `withdraw_hold`: A withdrawal was created: its total moved from available to blocked.
         *     - `withdraw_release`: A withdrawal failed or was canceled: its total moved back to available.
         *     - `withdraw`: A withdrawal was paid: its total left the blocked balance.
         *     - `conversion_refund`: A failed conversion: the BRL net amount of its paid charge.
         *     - `crypto_deposit`: USDT arrived at a deposit address.
         *     - `infraction_hold`: A MED infraction was opened: the disputed amount moved to blocked.
         *     - `infraction_release`: A MED infraction was dismissed: the amount moved back to available.
         *     - `chargeback`: A MED refund left the account.
         *     - `sandbox_credit`: Sandbox: funds credited by POST /v1/sandbox/balance.
         * @enum {string}
         */
        TransactionType: "deposit" | "deposit_fee" | "split_sent" | "split_received" | "withdraw_hold" | "withdraw_release" | "withdraw" | "conversion_refund" | "crypto_deposit" | "infraction_hold" | "infraction_release" | "chargeback" | "sandbox_credit";
        /**
         * @description A ULID: 26 characters of Crockford base32 (no I, L, O or U), time-ordered.
         * @example 01M5JPSJ9WE97V0F953SVRAZ6E
         */
        Ulid: string;
        /**
         * @description Codes of HTTP 401 (the reference's "authentication failed").
         *
         *     - `UNAUTHORIZED`: Designed name: unknown key, wrong secret or disabled company.
         * @enum {string}
         */
        UnauthorizedCode: "UNAUTHORIZED";
        /** @description Authentication failed: unknown key, wrong secret or disabled company. */
        UnauthorizedError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["UnauthorizedErrorDetail"];
        };
        /** @description Error object of HTTP 401. */
        UnauthorizedErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["UnauthorizedCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /**
         * @description Designed: codes of HTTP 415.
         *
         *     - `UNSUPPORTED_MEDIA_TYPE`: Designed: a body sent without `Content-Type: application/json`, or labelled with a charset other than UTF-8, or with a `Content-Encoding` the server does not read.
         * @enum {string}
         */
        UnsupportedMediaTypeCode: "UNSUPPORTED_MEDIA_TYPE";
        /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
        UnsupportedMediaTypeError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["UnsupportedMediaTypeErrorDetail"];
        };
        /** @description Error object of HTTP 415. */
        UnsupportedMediaTypeErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["UnsupportedMediaTypeCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /** @description Designed: body of PATCH /v1/wallets/{id}; only the fields sent change. */
        UpdateWalletRequest: {
            /** @description New display name, with the rules of creation: no control characters or line separators, stored without the spaces at either end. */
            name?: string;
            /** @description New external id (unique among the company's wallets). */
            externalId?: components["schemas"]["ExternalId"];
            /** @description `enabled` reactivates an archived wallet; `disabled` archives it under the same rule as DELETE. */
            status?: components["schemas"]["WalletStatus"];
            /** @description Refuse deposits, conversions and USDT deposits made through this wallet. */
            depositsBlocked?: boolean;
            /** @description Refuse withdrawals made through this wallet. */
            withdrawalsBlocked?: boolean;
            /** @description Replaces the wallet's metadata. */
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description Designed: body of PATCH /v1/webhooks/{id}; only the fields sent change. The signing secret is
         *     not among them: to rotate it, register a new endpoint and delete the old one once the new one
         *     receives.
         */
        UpdateWebhookRequest: {
            /**
             * Format: uri
             * @description New URL: an `http` or `https` URL, without a user name or password, in the characters of RFC 3986, refused outside sandbox mode on a loopback or private address, as on registration.
             */
            url?: string;
            /** @description New event types; empty means all. They apply to events from now on: deliveries already recorded are still sent. */
            events?: components["schemas"]["WebhookEventType"][];
            /** @description New note. */
            description?: string;
            /** @description Pauses (false) or resumes (true) deliveries; events of the pause are sent on resume, none lost. */
            enabled?: boolean;
        };
        /**
         * Format: decimal
         * @description Designed: at most 1,000,000,000 (the reference gives no maximum). From the reference: an amount in USDT, greater than zero, with at most 6 decimals.
         */
        UsdtAmount: number;
        /**
         * @description Designed: a USDT network as responses name it (lower case).
         * @enum {string}
         */
        UsdtNetwork: "trx" | "eth";
        /**
         * @description Designed: USDT networks accepted in requests (upper case). `TRX` is TRON (TRC-20), addresses in
         *     base58check starting with `T`; `ETH` is Ethereum (ERC-20), addresses `0x` + 40 hex digits
         *     following EIP-55 when they mix cases.
         * @enum {string}
         */
        UsdtNetworkInput: "TRX" | "ETH";
        /** @description A USDT withdrawal. */
        UsdtWithdrawal: {
            /** @description Identifier of the withdrawal. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Always `withdraw`.
             * @enum {string}
             */
            type: "withdraw";
            /** @description Where it stands. */
            status: components["schemas"]["WithdrawalStatus"];
            /** @description The recipient, normalised. */
            customer: components["schemas"]["Customer"];
            /** @description Echoed from the request (`{}` when none was sent). */
            metadata: components["schemas"]["Metadata"];
            /** @description The client's unique id, echoed. */
            reference: string;
            /** @description Present when the withdrawal belongs to a wallet. */
            wallet?: components["schemas"]["WalletRef"];
            /** @description Designed: present once failed. */
            failure?: components["schemas"]["WithdrawalFailure"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
            /**
             * @description Always `usdt`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            method: "usdt";
            /**
             * @description Always `usdt`.
             * @enum {string}
             */
            currency: "usdt";
            /** @description Network, lower case. */
            network: components["schemas"]["UsdtNetwork"];
            /** @description Amount delivered, USDT. */
            amount: components["schemas"]["Money"];
            /** @description Service fee, USDT. */
            feeAmount: components["schemas"]["Money"];
            /** @description Network fee, USDT. */
            networkFee: components["schemas"]["Money"];
            /** @description amount + feeAmount + networkFee: what leaves the USDT balance. */
            totalAmount: components["schemas"]["Money"];
            /** @description Destination address. */
            address: string;
            /** @description Designed: on-chain transaction hash, once paid. */
            txHash?: string;
            /** @description Designed: present once paid. */
            paidAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description Body of a USDT withdrawal (reference 4.3). Told apart from the Pix variant by `network` +
         *     `address`.
         *
         *     Designed fees, written here: `feeAmount = max(1.000000, amount * 0.5 / 100)` rounded half-up to
         *     6 decimals; `networkFee` is 1.500000 USDT on TRX and 4.000000 USDT on ETH;
         *     `totalAmount = amount + feeAmount + networkFee` is what leaves the USDT balance (blocked at
         *     creation like a Pix withdrawal).
         */
        UsdtWithdrawalRequest: {
            /** @description Amount to deliver, USDT, at most 6 decimals. */
            amount: components["schemas"]["UsdtAmount"];
            /** @description Network, upper case. */
            network: components["schemas"]["UsdtNetworkInput"];
            /**
             * @description Designed: 26 to 64 characters, and the zero address's way to a failure: the network's zero
             *     address (TRX `T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb`, ETH
             *     `0x0000000000000000000000000000000000000000`) is accepted and then refused by the network, so
             *     the withdrawal ends `failed` with `NETWORK_REJECTED` and its total goes back to available (the
             *     sandbox's way to a USDT `WITHDRAW_FAILED`). From the reference: the destination address,
             *     validated for the network.
             */
            address: string;
            /**
             * @description Designed: every field required, formatting allowed. Reference 4.3 lists the recipient's name,
             *     e-mail, phone and document without saying which are required; all four are, as for a Pix
             *     withdrawal (reference part 2).
             */
            customer: components["schemas"]["WithdrawalCustomerInput"];
            /** @description The client's unique id for this withdrawal. */
            reference: components["schemas"]["Reference"];
            /** @description Free-form data echoed back. */
            metadata?: components["schemas"]["Metadata"];
        };
        /**
         * @description Roles of a company user.
         * @enum {string}
         */
        UserRole: "master" | "admin";
        /**
         * @description Codes of HTTP 422, the reference's status of a validation error on the request body (designed: also for the query, the path and the `SPLIT_*` codes, whose status the reference does not give).
         *
         *     - `VALIDATION_ERROR`: One or more input fields failed validation; `details` lists them. Also insufficient balance (field `amount`) and a malformed id in the path.
         *     - `SPLIT_SELF_REFERENCE`: A split destination is the same company that issues the charge. Designed: also the issuing wallet itself, on a deposit made with `X-Api-Wallet` (a part sent to itself would move nothing).
         *     - `SPLIT_EXCEEDS_DEPOSIT`: The split amounts would exceed the net value of the deposit after its fee.
         * @enum {string}
         */
        ValidationCode: "VALIDATION_ERROR" | "SPLIT_SELF_REFERENCE" | "SPLIT_EXCEEDS_DEPOSIT";
        /** @description Error object of HTTP 422. */
        ValidationErrorDetail: {
            /** @description Machine-readable code. */
            code: components["schemas"]["ValidationCode"];
            /** @description Human-readable text, in Portuguese. */
            message: string;
            /** @description The fields that failed, or null when there is nothing to detail. */
            details: components["schemas"]["FieldError"][] | null;
        };
        /** @description Input validation failed: `details` names each field. */
        ValidationFailedError: {
            /** @description Always `false` on failure. */
            success: boolean;
            /** @description What went wrong. */
            error: components["schemas"]["ValidationErrorDetail"];
        };
        /** @description Designed: answer of a verification resend. */
        VerificationInvite: {
            /** @description The wallet being verified. */
            walletId: components["schemas"]["Ulid"];
            /** @description Where the invite went. */
            email: string;
            /**
             * Format: uri
             * @description Link the holder follows to verify.
             */
            onboardingUrl: string;
            /** @description When the invite was sent. */
            sentAt: components["schemas"]["Timestamp"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        VerificationInviteResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["VerificationInvite"];
        };
        /**
         * @description Designed: the verification states `pending`, `rejected` (the holder may try again after a
         *     resend) and `rejected_terminal` of a wallet (account in `kyc` mode). From the reference:
         *     `approved`.
         * @enum {string}
         */
        VerificationStatus: "pending" | "approved" | "rejected" | "rejected_terminal";
        /** @description A sub-account with balances of its own. */
        Wallet: {
            /** @description Identifier of the wallet; send it as X-Api-Wallet to act within it. */
            id: components["schemas"]["Ulid"];
            /** @description Display name. */
            name: string;
            /** @description Optional link to the client's own id; unique among the company's wallets. */
            externalId?: string;
            /** @description `enabled`, or `disabled` once archived. */
            status: components["schemas"]["WalletStatus"];
            /** @description BRL balance of the wallet. */
            balance: components["schemas"]["BalanceAmounts"];
            /** @description Designed: deposits (and conversions and USDT deposits) made through X-Api-Wallet are refused while true; the retry of one made before still gets its replay. */
            depositsBlocked: boolean;
            /** @description Designed: withdrawals made through X-Api-Wallet are refused while true; the retry of one made before still gets its replay. */
            withdrawalsBlocked: boolean;
            /** @description Designed: free-form data of the client, set on creation or by PATCH. */
            metadata?: components["schemas"]["Metadata"];
            /** @description Creation time; present only in the create response (reference part 2). */
            createdAt?: components["schemas"]["Timestamp"];
            /** @description Present only for wallets created in `kyc` mode. */
            verification?: components["schemas"]["WalletVerification"];
            /**
             * Format: uri
             * @description Link the holder follows to verify; returned on creation in `kyc` mode.
             */
            onboardingUrl?: string;
        };
        /** @description Balance of a wallet read straight from the ledger, without cache. */
        WalletBalance: {
            /** @description Amounts of the wallet in `currency`. */
            balance: components["schemas"]["BalanceAmounts"];
            /** @description `brl` unless `currency=usdt` was asked for. */
            currency: components["schemas"]["Currency"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WalletBalanceResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["WalletBalance"];
        };
        /**
         * @description Designed: how wallets are opened. `simple`: created ready to use; `kyc`: verified by the holder first.
         * @enum {string}
         */
        WalletMode: "simple" | "kyc";
        /** @description A page of a listing. */
        WalletPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Wallet"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WalletPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["WalletPage"];
        };
        /**
         * @description Designed: the wallet as it appears in the payload of a payment, `{id, name, externalId}` (the
         *     reference names the `wallet` field but not its shape).
         */
        WalletRef: {
            /** @description ULID of the wallet. */
            id: components["schemas"]["Ulid"];
            /** @description Its display name. */
            name: string;
            /** @description Its external id, when it has one. */
            externalId?: string;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WalletResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Wallet"];
        };
        /**
         * @description `enabled` wallets operate; `disabled` ones are archived.
         * @enum {string}
         */
        WalletStatus: "enabled" | "disabled";
        /** @description Verification of a wallet created in `kyc` mode. */
        WalletVerification: {
            /** @description Where the holder's verification stands. */
            status: components["schemas"]["VerificationStatus"];
            /** @description Designed: when the status last changed. */
            updatedAt?: components["schemas"]["Timestamp"];
        };
        /**
         * @description Designed: a webhook endpoint. Deliveries follow the Standard Webhooks specification: headers
         *     `webhook-id` (the event id), `webhook-timestamp` (Unix seconds) and
         *     `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the secret>`,
         *     the key being the endpoint's signing secret, shown once (`RegisteredWebhook.secret`), as the
         *     bytes of its base64 part after `whsec_`, decoded, and `{body}` the raw body as received (not
         *     JSON parsed and written again); the body is the event `{id, type, createdAt, data}`. Delivery is at least once from a persisted
         *     outbox: any answer other than 2xx within 10 seconds is retried with exponential back-off
         *     (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h; then the delivery is `failed`). Receivers
         *     de-duplicate by `webhook-id`. Redirects are not followed (a 3xx is retried like any other
         *     answer).
         *
         *     Order is not guaranteed: deliveries start in the order their events happened, but an endpoint
         *     receives up to 4 at once, so a later event of a resource can arrive before an earlier one that
         *     is answered slowly or retried (`WITHDRAW_PAID` before the `WITHDRAW_PROCESSING` of the same
         *     withdrawal). Receivers go by the resource's `status` and `updatedAt` in `data`, or read the
         *     resource, rather than by arrival order. One endpoint receives at most 4 deliveries at once
         *     and one company's endpoints at most 8. Of the 48 deliveries the server has in flight,
         *     endpoints whose last attempt failed share at most 16, and endpoints not seen to answer since
         *     the server started (failing or new) at most 32, so receivers that hang mostly delay their own
         *     company: an endpoint that has been answering is not held back by them, while the first
         *     deliveries of a new endpoint wait their turn, oldest first, behind first attempts to other new
         *     receivers when those fill their 32 slots (each until it is answered or times out).
         *
         *     Outside sandbox mode every attempt checks the address it connects to: a URL whose name
         *     resolves to a loopback or private address (any of its addresses, IPv6 forms that carry such
         *     an IPv4 address included) fails that attempt without sending anything, and is retried like
         *     an unreachable receiver.
         */
        Webhook: {
            /** @description Identifier of the endpoint. */
            id: components["schemas"]["Ulid"];
            /**
             * Format: uri
             * @description Where events are POSTed.
             */
            url: string;
            /**
             * @description Event types sent to it; empty means all. An event is matched when it happens: a change applies
             *     to later events, and deliveries already recorded (held while paused, or waiting for a retry)
             *     are still sent.
             */
            events: components["schemas"]["WebhookEventType"][];
            /** @description Note of the client. */
            description?: string;
            /**
             * @description Deliveries are made only while true. While false the endpoint's events are still recorded,
             *     held as `pending` deliveries without `nextAttemptAt`, and sent once it is enabled again.
             */
            enabled: boolean;
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description Designed: one event's delivery to one endpoint, with its last attempt. */
        WebhookDelivery: {
            /** @description Identifier of the delivery. */
            id: components["schemas"]["Ulid"];
            /** @description The endpoint. */
            webhookId: components["schemas"]["Ulid"];
            /** @description The event (also the `webhook-id` header). */
            eventId: components["schemas"]["Ulid"];
            /** @description Its type. */
            eventType: components["schemas"]["WebhookEventType"];
            /** @description Where it stands. */
            status: components["schemas"]["DeliveryStatus"];
            /**
             * Format: int32
             * @description Attempts made so far.
             */
            attempts: number;
            /**
             * Format: int32
             * @description HTTP status of the last attempt, when the receiver answered.
             */
            lastStatusCode?: number;
            /** @description Why the last attempt failed, when it did. */
            lastError?: string;
            /**
             * @description When the next attempt is due, while pending (absent while the endpoint is paused). While an
             *     attempt is in flight it is the time after which that attempt is made again if it never
             *     ends (the server stopped during it): its start, plus the 10 s timeout, plus 2 s.
             */
            nextAttemptAt?: components["schemas"]["Timestamp"];
            /** @description When the receiver accepted it. */
            deliveredAt?: components["schemas"]["Timestamp"];
            /** @description Creation time. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description Last change. */
            updatedAt: components["schemas"]["Timestamp"];
        };
        /** @description A page of a listing. */
        WebhookDeliveryPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["WebhookDelivery"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WebhookDeliveryPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["WebhookDeliveryPage"];
        };
        /** @description A webhook event of any type, told apart by `type`. */
        WebhookEvent: components["schemas"]["DepositPaidEvent"] | components["schemas"]["DepositExpiredEvent"] | components["schemas"]["DepositRefundedEvent"] | components["schemas"]["WithdrawProcessingEvent"] | components["schemas"]["WithdrawPaidEvent"] | components["schemas"]["WithdrawFailedEvent"] | components["schemas"]["WithdrawCanceledEvent"] | components["schemas"]["ConversionProcessingEvent"] | components["schemas"]["ConversionCompletedEvent"] | components["schemas"]["ConversionFailedEvent"] | components["schemas"]["ConversionExpiredEvent"] | components["schemas"]["CryptoDepositPaidEvent"] | components["schemas"]["CryptoDepositExpiredEvent"] | components["schemas"]["InfractionOpenedEvent"] | components["schemas"]["InfractionContestedEvent"] | components["schemas"]["InfractionRefundedEvent"] | components["schemas"]["InfractionDismissedEvent"] | components["schemas"]["InfractionUpdatedEvent"];
        /**
         * @description Types of webhook events. The four `WITHDRAW_*` events are the API reference's; the others
         *     are designed. Every event's `data` is the resource as GET returns it, including its `wallet`
         *     field when it belongs to a wallet (for reconciliation).
         *
         *     - `DEPOSIT_PAID`: Designed: the payer paid a deposit.
         *     - `DEPOSIT_EXPIRED`: Designed: a deposit expired unpaid.
         *     - `DEPOSIT_REFUNDED`: Designed: a paid deposit was refunded through MED.
         *     - `WITHDRAW_PROCESSING`: A withdrawal is being processed.
         *     - `WITHDRAW_PAID`: A withdrawal was paid.
         *     - `WITHDRAW_FAILED`: A withdrawal failed.
         *     - `WITHDRAW_CANCELED`: A withdrawal was canceled.
         *     - `CONVERSION_PROCESSING`: Designed: a conversion's Pix charge was paid and its USDT is being sent.
         *     - `CONVERSION_COMPLETED`: Designed: a conversion's USDT was delivered.
         *     - `CONVERSION_FAILED`: Designed: a conversion's USDT could not be delivered; its BRL net amount was credited.
         *     - `CONVERSION_EXPIRED`: Designed: a conversion's Pix charge expired unpaid.
         *     - `CRYPTO_DEPOSIT_PAID`: Designed: USDT arrived at a deposit address.
         *     - `CRYPTO_DEPOSIT_EXPIRED`: Designed: a deposit address expired without receiving USDT.
         *     - `INFRACTION_OPENED`: Designed: a MED infraction was opened against a deposit.
         *     - `INFRACTION_CONTESTED`: Designed: the company contested an infraction.
         *     - `INFRACTION_REFUNDED`: Designed: an infraction ended with a refund to the payer (a chargeback).
         *     - `INFRACTION_DISMISSED`: Designed: an infraction was dismissed; the blocked amount was released.
         *     - `INFRACTION_UPDATED`: Designed: an open infraction changed without a change of status: evidence was attached, or a credit to the account topped up its `blockedAmount` (the hold took less than the amount when the infraction was opened).
         * @enum {string}
         */
        WebhookEventType: "DEPOSIT_PAID" | "DEPOSIT_EXPIRED" | "DEPOSIT_REFUNDED" | "WITHDRAW_PROCESSING" | "WITHDRAW_PAID" | "WITHDRAW_FAILED" | "WITHDRAW_CANCELED" | "CONVERSION_PROCESSING" | "CONVERSION_COMPLETED" | "CONVERSION_FAILED" | "CONVERSION_EXPIRED" | "CRYPTO_DEPOSIT_PAID" | "CRYPTO_DEPOSIT_EXPIRED" | "INFRACTION_OPENED" | "INFRACTION_CONTESTED" | "INFRACTION_REFUNDED" | "INFRACTION_DISMISSED" | "INFRACTION_UPDATED";
        /** @description A page of a listing. */
        WebhookPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Webhook"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WebhookPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["WebhookPage"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WebhookResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Webhook"];
        };
        /** @description Designed: the body; the reference names the event only. A withdrawal was canceled. */
        WithdrawCanceledEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "WITHDRAW_CANCELED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Withdrawal"];
        };
        /** @description Designed: the body; the reference names the event only. A withdrawal failed. */
        WithdrawFailedEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "WITHDRAW_FAILED";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Withdrawal"];
        };
        /** @description Designed: the body; the reference names the event only. A withdrawal was paid. */
        WithdrawPaidEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "WITHDRAW_PAID";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Withdrawal"];
        };
        /** @description Designed: the body; the reference names the event only. A withdrawal is being processed. */
        WithdrawProcessingEvent: {
            /** @description Event id; also the `webhook-id` header. The same event delivered twice has the same id. */
            id: components["schemas"]["Ulid"];
            /**
             * @description Event type. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "WITHDRAW_PROCESSING";
            /** @description When the event happened. */
            createdAt: components["schemas"]["Timestamp"];
            /** @description The resource after the change, as GET returns it (with `wallet` when it has one). */
            data: components["schemas"]["Withdrawal"];
        };
        /** @description A withdrawal of either kind, told apart by `method`. */
        Withdrawal: components["schemas"]["PixWithdrawal"] | components["schemas"]["UsdtWithdrawal"];
        /** @description The recipient of a withdrawal: every field is required (reference 4.2). */
        WithdrawalCustomerInput: {
            /** @description Full name of the recipient. */
            name: components["schemas"]["FullName"];
            /** @description E-mail of the recipient. */
            email: components["schemas"]["EmailAddress"];
            /** @description Phone of the recipient, formatting allowed. */
            phone: components["schemas"]["PhoneNumber"];
            /** @description CPF or CNPJ of the recipient, formatting allowed; check digits are verified. */
            document: components["schemas"]["TaxDocument"];
        };
        /** @description Settlement details of a paid Pix withdrawal. */
        WithdrawalDetails: {
            /** @description The paying account. */
            payer: components["schemas"]["WithdrawalPayer"];
            /** @description The receiving account. */
            receiver: components["schemas"]["WithdrawalReceiver"];
            /** @description Designed: 32 characters, `E`, the payer's ISPB, the date and time, and 11 letters or digits, as the Central Bank writes it. From the reference: the Pix end-to-end identifier. */
            endToEndId: string;
        };
        /** @description Designed: why a withdrawal failed. */
        WithdrawalFailure: {
            /** @description Machine-readable cause. */
            code: components["schemas"]["WithdrawalFailureCode"];
            /** @description Portuguese text; for the strict check exactly `A chave Pix não corresponde ao documento informado.` */
            message: string;
        };
        /**
         * @description Designed: causes of a failed withdrawal.
         *
         *     - `PIX_KEY_DOCUMENT_MISMATCH`: `strict` was true and the key holder's document differs from `customer.document`.
         *     - `NETWORK_REJECTED`: The USDT network refused the transfer (in the sandbox: a transfer to the network's zero address).
         * @enum {string}
         */
        WithdrawalFailureCode: "PIX_KEY_DOCUMENT_MISMATCH" | "NETWORK_REJECTED";
        /**
         * @description The kind of a withdrawal.
         * @enum {string}
         */
        WithdrawalMethod: "pix" | "usdt";
        /** @description A page of a listing. */
        WithdrawalPage: {
            /** @description The items of this page, newest first. */
            items: components["schemas"]["Withdrawal"][];
            /**
             * Format: int32
             * @description Number of items matching the filters, across all pages.
             */
            total: number;
            /**
             * Format: int32
             * @description This page's number, from 1.
             */
            page: number;
            /**
             * Format: int32
             * @description Items per page.
             */
            limit: number;
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WithdrawalPageResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["WithdrawalPage"];
        };
        /** @description Who paid a withdrawal. */
        WithdrawalPayer: {
            /** @description Name of the paying account holder. */
            fullName: string;
            /** @description CPF or CNPJ of the paying account holder, digits only. */
            document: string;
            /** @description The paying account. */
            bankData: components["schemas"]["BankData"];
        };
        /** @description The stored record of the original withdrawal request. */
        WithdrawalPayload: {
            /** @description Id of the withdrawal. */
            paymentId: components["schemas"]["Ulid"];
            /**
             * @description HTTP method of the original request.
             * @enum {string}
             */
            method: "POST";
            /**
             * @description Path of the original request.
             * @enum {string}
             */
            path: "/v1/withdrawals";
            /** @description When the request arrived. */
            receivedAt: components["schemas"]["Timestamp"];
            /** @description When it was answered. */
            processedAt: components["schemas"]["Timestamp"];
            /** @description The request, key masked. */
            request: components["schemas"]["PayloadRequest"];
            /** @description The answer. */
            response: components["schemas"]["PayloadResponse"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WithdrawalPayloadResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["WithdrawalPayload"];
        };
        /** @description Who received a withdrawal. */
        WithdrawalReceiver: {
            /** @description Name of the holder of the destination key. */
            fullName: string;
            /** @description CPF or CNPJ of that holder, digits only. */
            document: string;
            /** @description The receiving account. */
            bankData: components["schemas"]["ReceiverBankData"];
        };
        /** @description A successful answer: `success` is true and `data` holds the result. */
        WithdrawalResponse: {
            /** @description Always `true` on success. */
            success: boolean;
            /** @description The result. */
            data: components["schemas"]["Withdrawal"];
        };
        /**
         * @description Designed: the withdrawal lifecycle, `pending` -> `processing` (approved, automatically with
         *     `autoApproveWithdrawals` or by the approver) -> `paid` | `failed`; `pending` -> `canceled` when
         *     the approver rejects it. Events `WITHDRAW_PROCESSING`, `WITHDRAW_PAID`, `WITHDRAW_FAILED`,
         *     `WITHDRAW_CANCELED`. From the reference: `pending` at creation, `paid` and `failed`.
         * @enum {string}
         */
        WithdrawalStatus: "pending" | "processing" | "paid" | "failed" | "canceled";
    };
    responses: never;
    parameters: {
        /** @description Only deliveries of this event type. */
        "DeliveryListQuery.eventType": components["schemas"]["WebhookEventType"];
        /** @description Items per page, 1 to 100. */
        "DeliveryListQuery.limit": number;
        /** @description Page number, from 1. */
        "DeliveryListQuery.page": number;
        /** @description Only deliveries in this state. */
        "DeliveryListQuery.status": components["schemas"]["DeliveryStatus"];
        /** @description ULID of the resource. */
        IdPath: components["schemas"]["Ulid"];
        /** @description Designed: only movements in this currency. */
        "TransactionListQuery.currency": components["schemas"]["Currency"];
        /** @description Designed: only movements of this kind. */
        "TransactionListQuery.type": components["schemas"]["TransactionType"];
        /** @description Designed: only the wallet with this externalId. */
        "WalletListQuery.externalId": components["schemas"]["ExternalId"];
        /** @description Designed: items per page, 1 to 100 (the reference does not give the maximum). */
        "WalletListQuery.limit": number;
        /** @description Page number, from 1. */
        "WalletListQuery.page": number;
        /** @description `enabled` (default) lists active wallets, `disabled` the archived ones. */
        "WalletListQuery.status": components["schemas"]["WalletStatus"];
        /** @description ULID of the wallet the operation acts in. */
        WalletScope: components["schemas"]["Ulid"];
        /** @description Items per page, 1 to 100. */
        "WebhookListQuery.limit": number;
        /** @description Page number, from 1. */
        "WebhookListQuery.page": number;
        /** @description Designed: only withdrawals of this kind. */
        "WithdrawalListQuery.method": components["schemas"]["WithdrawalMethod"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    listChargebacks: {
        parameters: {
            query?: {
                /**
                 * @description Designed: page number, from 1. Pages count the items that match when each page is asked
                 *     for: an item that stops matching during a walk (a pending charge paid or expired) moves the
                 *     later ones up a place. To walk without gaps, ask each next page as page 1 with `createdTo` set
                 *     to the last item's `createdAt`, passing over the items up to that one (newest first is by
                 *     `createdAt`, then `id`).
                 */
                page?: number;
                /** @description Designed: items per page, 1 to 100. */
                limit?: number;
                /** @description Designed: only items in this status. */
                status?: components["schemas"]["ChargebackStatus"];
                /**
                 * @description Designed: only items with this reference. A payment's reference is unique in its account, so
                 *     it names at most one deposit, withdrawal or conversion; an infraction or chargeback carries
                 *     its deposit's reference, so a deposit disputed more than once has several.
                 */
                reference?: components["schemas"]["Reference"];
                /**
                 * @description Designed: only items created at or after this instant, compared with `createdAt` as the item
                 *     shows it (to the millisecond). After `createdTo`: `VALIDATION_ERROR`.
                 */
                createdFrom?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only items created at or before this instant, compared with `createdAt` as the item shows it. */
                createdTo?: components["schemas"]["TimestampFilter"];
            };
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargebackPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getChargeback: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargebackResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getCompanyBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyBalanceResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listConversions: {
        parameters: {
            query?: {
                /**
                 * @description Designed: page number, from 1. Pages count the items that match when each page is asked
                 *     for: an item that stops matching during a walk (a pending charge paid or expired) moves the
                 *     later ones up a place. To walk without gaps, ask each next page as page 1 with `createdTo` set
                 *     to the last item's `createdAt`, passing over the items up to that one (newest first is by
                 *     `createdAt`, then `id`).
                 */
                page?: number;
                /** @description Designed: items per page, 1 to 100. */
                limit?: number;
                /** @description Designed: only items in this status. */
                status?: components["schemas"]["ConversionStatus"];
                /**
                 * @description Designed: only items with this reference. A payment's reference is unique in its account, so
                 *     it names at most one deposit, withdrawal or conversion; an infraction or chargeback carries
                 *     its deposit's reference, so a deposit disputed more than once has several.
                 */
                reference?: components["schemas"]["Reference"];
                /**
                 * @description Designed: only items created at or after this instant, compared with `createdAt` as the item
                 *     shows it (to the millisecond). After `createdTo`: `VALIDATION_ERROR`.
                 */
                createdFrom?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only items created at or before this instant, compared with `createdAt` as the item shows it. */
                createdTo?: components["schemas"]["TimestampFilter"];
            };
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    createConversion: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConversionRequest"];
            };
        };
        responses: {
            /**
             * @description A creation answer that may be a replay. Designed: sending the same `reference` with the same
             *     parameters again, to the same account (main account or X-Api-Wallet wallet), returns the
             *     resource created the first time, HTTP 200, with the header `Idempotent-Replayed: true`;
             *     different parameters get `DUPLICATE_REFERENCE` (409). Another account's reference is unrelated.
             *     The parameters are every field of the body, `metadata` included, compared as the server reads
             *     them: a CPF sent formatted and unformatted, `10` and `10.0`, an EVM address in another case
             *     (a TRON address is case-sensitive), or a default sent and left out are the same parameters. A retry is answered so even when the X-Api-Wallet wallet has since been
             *     archived, blocked for this kind of operation or left without approved verification: only a new
             *     reference is refused (`WALLET_DISABLED`, `WALLET_OPERATION_BLOCKED`, `WALLET_KYC_*`), so a
             *     client whose first answer was lost learns that its payment exists.
             */
            200: {
                headers: {
                    /** @description Designed: `true` when this answer replays an earlier request with the same reference. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getConversion: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    createCryptoDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCryptoDepositRequest"];
            };
        };
        responses: {
            /**
             * @description A creation answer that may be a replay. Designed: sending the same `reference` with the same
             *     parameters again, to the same account (main account or X-Api-Wallet wallet), returns the
             *     resource created the first time, HTTP 200, with the header `Idempotent-Replayed: true`;
             *     different parameters get `DUPLICATE_REFERENCE` (409). Another account's reference is unrelated.
             *     The parameters are every field of the body, `metadata` included, compared as the server reads
             *     them: a CPF sent formatted and unformatted, `10` and `10.0`, an EVM address in another case
             *     (a TRON address is case-sensitive), or a default sent and left out are the same parameters. A retry is answered so even when the X-Api-Wallet wallet has since been
             *     archived, blocked for this kind of operation or left without approved verification: only a new
             *     reference is refused (`WALLET_DISABLED`, `WALLET_OPERATION_BLOCKED`, `WALLET_KYC_*`), so a
             *     client whose first answer was lost learns that its payment exists.
             */
            200: {
                headers: {
                    /** @description Designed: `true` when this answer replays an earlier request with the same reference. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getCryptoDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                /**
                 * @description Designed: page number, from 1. Pages count the items that match when each page is asked
                 *     for: an item that stops matching during a walk (a pending charge paid or expired) moves the
                 *     later ones up a place. To walk without gaps, ask each next page as page 1 with `createdTo` set
                 *     to the last item's `createdAt`, passing over the items up to that one (newest first is by
                 *     `createdAt`, then `id`).
                 */
                page?: number;
                /** @description Designed: items per page, 1 to 100. */
                limit?: number;
                /** @description Designed: only items in this status. */
                status?: components["schemas"]["DepositStatus"];
                /**
                 * @description Designed: only items with this reference. A payment's reference is unique in its account, so
                 *     it names at most one deposit, withdrawal or conversion; an infraction or chargeback carries
                 *     its deposit's reference, so a deposit disputed more than once has several.
                 */
                reference?: components["schemas"]["Reference"];
                /**
                 * @description Designed: only items created at or after this instant, compared with `createdAt` as the item
                 *     shows it (to the millisecond). After `createdTo`: `VALIDATION_ERROR`.
                 */
                createdFrom?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only items created at or before this instant, compared with `createdAt` as the item shows it. */
                createdTo?: components["schemas"]["TimestampFilter"];
            };
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    createDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDepositRequest"];
            };
        };
        responses: {
            /**
             * @description A creation answer that may be a replay. Designed: sending the same `reference` with the same
             *     parameters again, to the same account (main account or X-Api-Wallet wallet), returns the
             *     resource created the first time, HTTP 200, with the header `Idempotent-Replayed: true`;
             *     different parameters get `DUPLICATE_REFERENCE` (409). Another account's reference is unrelated.
             *     The parameters are every field of the body, `metadata` included, compared as the server reads
             *     them: a CPF sent formatted and unformatted, `10` and `10.0`, an EVM address in another case
             *     (a TRON address is case-sensitive), or a default sent and left out are the same parameters. A retry is answered so even when the X-Api-Wallet wallet has since been
             *     archived, blocked for this kind of operation or left without approved verification: only a new
             *     reference is refused (`WALLET_DISABLED`, `WALLET_OPERATION_BLOCKED`, `WALLET_KYC_*`), so a
             *     client whose first answer was lost learns that its payment exists.
             */
            200: {
                headers: {
                    /** @description Designed: `true` when this answer replays an earlier request with the same reference. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listInfractions: {
        parameters: {
            query?: {
                /**
                 * @description Designed: page number, from 1. Pages count the items that match when each page is asked
                 *     for: an item that stops matching during a walk (a pending charge paid or expired) moves the
                 *     later ones up a place. To walk without gaps, ask each next page as page 1 with `createdTo` set
                 *     to the last item's `createdAt`, passing over the items up to that one (newest first is by
                 *     `createdAt`, then `id`).
                 */
                page?: number;
                /** @description Designed: items per page, 1 to 100. */
                limit?: number;
                /** @description Designed: only items in this status. */
                status?: components["schemas"]["InfractionStatus"];
                /**
                 * @description Designed: only items with this reference. A payment's reference is unique in its account, so
                 *     it names at most one deposit, withdrawal or conversion; an infraction or chargeback carries
                 *     its deposit's reference, so a deposit disputed more than once has several.
                 */
                reference?: components["schemas"]["Reference"];
                /**
                 * @description Designed: only items created at or after this instant, compared with `createdAt` as the item
                 *     shows it (to the millisecond). After `createdTo`: `VALIDATION_ERROR`.
                 */
                createdFrom?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only items created at or before this instant, compared with `createdAt` as the item shows it. */
                createdTo?: components["schemas"]["TimestampFilter"];
            };
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getInfraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    acceptInfraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    contestInfraction: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContestInfractionRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    addInfractionEvidence: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddEvidenceRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxCreditBalance: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCreditRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBalanceResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxCreateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxCreateCompanyRequest"];
            };
        };
        responses: {
            /** @description Designed: a sandbox company was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxCompanyResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxUpdateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxUpdateCompanyRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxExpireConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxPayConversion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxPayConversionRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxExpireCryptoDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxPayCryptoDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SandboxPayCryptoDepositRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CryptoDepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxExpireDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxPayDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxOpenInfraction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxOpenInfractionRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxResolveInfraction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxResolveInfractionRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InfractionResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxRegisterPixKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxPixKeyRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PixKeyHolderResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxSetWalletVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SandboxVerificationRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxApproveWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxRemoveWithdrawalPayload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPayloadResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    sandboxRejectWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Designed: page number, from 1. Pages count the items that match when each page is asked
                 *     for: an item that stops matching during a walk (a pending charge paid or expired) moves the
                 *     later ones up a place. To walk without gaps, ask each next page as page 1 with `createdTo` set
                 *     to the last item's `createdAt`, passing over the items up to that one (newest first is by
                 *     `createdAt`, then `id`).
                 */
                page?: number;
                /** @description Designed: items per page, 1 to 100. */
                limit?: number;
                /** @description Designed: only movements whose resource (`sourceType`, `sourceId`) is now in this status; see TransactionStatus. */
                status?: components["schemas"]["TransactionStatus"];
                /** @description Designed: only movements that carry this `reference`: every movement of one payment (a deposit, its fee, its split parts, its infraction holds and releases, its chargeback), not a single item. */
                reference?: components["schemas"]["Reference"];
                /**
                 * @description Designed: only items created at or after this instant, compared with `createdAt` as the item
                 *     shows it (to the millisecond). After `createdTo`: `VALIDATION_ERROR`.
                 */
                createdFrom?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only items created at or before this instant, compared with `createdAt` as the item shows it. */
                createdTo?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only movements of this kind. */
                type?: components["parameters"]["TransactionListQuery.type"];
                /** @description Designed: only movements in this currency. */
                currency?: components["parameters"]["TransactionListQuery.currency"];
            };
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listWallets: {
        parameters: {
            query?: {
                /** @description `enabled` (default) lists active wallets, `disabled` the archived ones. */
                status?: components["parameters"]["WalletListQuery.status"];
                /** @description Designed: only the wallet with this externalId. */
                externalId?: components["parameters"]["WalletListQuery.externalId"];
                /** @description Page number, from 1. */
                page?: components["parameters"]["WalletListQuery.page"];
                /** @description Designed: items per page, 1 to 100 (the reference does not give the maximum). */
                limit?: components["parameters"]["WalletListQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    createWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWalletRequest"];
            };
        };
        responses: {
            /** @description A wallet with this externalId already existed and is returned instead of a duplicate. */
            200: {
                headers: {
                    /** @description Designed: always `true`, no wallet was created. */
                    "Idempotent-Replayed": "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletResponse"];
                };
            };
            /** @description A wallet was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    archiveWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    updateWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWalletRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getWalletBalance: {
        parameters: {
            query?: {
                /** @description Designed: `brl` (default) or `usdt`. */
                currency?: components["schemas"]["Currency"];
            };
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletBalanceResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    resendWalletVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendVerificationRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationInviteResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["WebhookListQuery.page"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["WebhookListQuery.limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Designed: a webhook endpoint was registered; its signing secret is shown only here. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredWebhookResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["DeliveryListQuery.page"];
                /** @description Items per page, 1 to 100. */
                limit?: components["parameters"]["DeliveryListQuery.limit"];
                /** @description Only deliveries in this state. */
                status?: components["parameters"]["DeliveryListQuery.status"];
                /** @description Only deliveries of this event type. */
                eventType?: components["parameters"]["DeliveryListQuery.eventType"];
            };
            header?: never;
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /**
                 * @description Designed: page number, from 1. Pages count the items that match when each page is asked
                 *     for: an item that stops matching during a walk (a pending charge paid or expired) moves the
                 *     later ones up a place. To walk without gaps, ask each next page as page 1 with `createdTo` set
                 *     to the last item's `createdAt`, passing over the items up to that one (newest first is by
                 *     `createdAt`, then `id`).
                 */
                page?: number;
                /** @description Designed: items per page, 1 to 100. */
                limit?: number;
                /** @description Designed: only items in this status. */
                status?: components["schemas"]["WithdrawalStatus"];
                /**
                 * @description Designed: only items with this reference. A payment's reference is unique in its account, so
                 *     it names at most one deposit, withdrawal or conversion; an infraction or chargeback carries
                 *     its deposit's reference, so a deposit disputed more than once has several.
                 */
                reference?: components["schemas"]["Reference"];
                /**
                 * @description Designed: only items created at or after this instant, compared with `createdAt` as the item
                 *     shows it (to the millisecond). After `createdTo`: `VALIDATION_ERROR`.
                 */
                createdFrom?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only items created at or before this instant, compared with `createdAt` as the item shows it. */
                createdTo?: components["schemas"]["TimestampFilter"];
                /** @description Designed: only withdrawals of this kind. */
                method?: components["parameters"]["WithdrawalListQuery.method"];
            };
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPageResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalRequest"];
            };
        };
        responses: {
            /** @description The withdrawal, `pending` (when replayed: the same withdrawal as it is now). */
            200: {
                headers: {
                    /** @description Designed: `true` when this answer replays an earlier request with the same reference. */
                    "Idempotent-Replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description A conflict with the current state: reused reference, wallet with balance, status that forbids the operation. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description Designed: the body is larger than 1 MiB, or its chunk extensions larger than 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RequestTooLargeError"];
                };
            };
            /** @description Designed: the body was not sent as `application/json`, or in a charset other than UTF-8, or with a `Content-Encoding` the server does not read. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    getWithdrawalPayload: {
        parameters: {
            query?: never;
            header?: {
                /** @description ULID of the wallet the operation acts in. */
                "X-Api-Wallet"?: components["parameters"]["WalletScope"];
            };
            path: {
                /** @description ULID of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalPayloadResponse"];
                };
            };
            /** @description The X-Api-Key or X-Api-Secret header is missing, or the body is not JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Authentication failed: unknown key, wrong secret or disabled company. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The caller may not do this: IP allowlist, wallet feature, wallet state or verification. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Nothing with this id exists for the calling company and wallet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Input validation failed: `details` names each field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationFailedError"];
                };
            };
            /** @description Designed: too many requests for this API key, or too many failed authentications from this client address. */
            429: {
                headers: {
                    /** @description Designed: seconds to wait before retrying. */
                    "Retry-After": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Designed: an unexpected failure on the server side; safe to retry. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalServerError"];
                };
            };
        };
    };
    webhookDepositPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDepositExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositExpiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookDepositRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRefundedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawProcessingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawProcessingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawFailedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookWithdrawCanceledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawCanceledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookConversionProcessingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversionProcessingEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookConversionCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversionCompletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookConversionFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversionFailedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookConversionExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConversionExpiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCryptoDepositPaidEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CryptoDepositPaidEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookCryptoDepositExpiredEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CryptoDepositExpiredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInfractionOpenedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfractionOpenedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInfractionContestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfractionContestedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInfractionRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfractionRefundedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInfractionDismissedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfractionDismissedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookInfractionUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description Designed: (Standard Webhooks) The event id; the same on every retry. */
                "webhook-id": string;
                /** @description Designed: (Standard Webhooks) Unix time of this attempt, in seconds. */
                "webhook-timestamp": string;
                /** @description Designed: (Standard Webhooks) `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the endpoint secret (the bytes after `whsec_`, base64-decoded). Several space-separated signatures may appear. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InfractionUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
