"""Smoke flow of the generated Python client against a running server with the sandbox on."""

import datetime
import time

from payments_api_client.api.company import get_company_balance
from payments_api_client.api.deposits import create_deposit, get_deposit, list_deposits
from payments_api_client.api.sandbox import sandbox_pay_deposit
from payments_api_client.api.withdrawals import create_withdrawal, get_withdrawal
from payments_api_client.models import (
    ChargeCustomerInput,
    CompanyBalanceResponse,
    ConflictError,
    CreateDepositRequest,
    DepositPageResponse,
    DepositResponse,
    DepositStatus,
    PixWithdrawal,
    PixWithdrawalRequest,
    ValidationFailedError,
    WithdrawalCustomerInput,
    WithdrawalResponse,
    WithdrawalStatus,
)

PAYER = ChargeCustomerInput(name="Maria Oliveira Santos", document="529.982.247-25", email="maria.santos@example.com", phone="(11) 98765-4321")
RECIPIENT = WithdrawalCustomerInput(
    name="João Pereira Lima", document="111.444.777-35", email="joao.pereira@example.com", phone="+55 21 99876-5432"
)


def test_deposit_pay_balance_and_pix_withdrawal(fresh_client, reference):
    # Create a deposit and read it back.
    created = create_deposit.sync_detailed(client=fresh_client, body=CreateDepositRequest(amount=150, customer=PAYER, reference=reference))
    assert created.status_code == 200, created.content
    assert isinstance(created.parsed, DepositResponse)
    deposit = created.parsed.data
    assert deposit.status == DepositStatus.PENDING
    assert deposit.amount == 150
    assert deposit.customer.document == "52998224725"
    assert deposit.qr_code.payload.startswith("000201")
    assert deposit.net_amount == round(deposit.amount - deposit.fee_amount, 2)

    read = get_deposit.sync(deposit.id, client=fresh_client)
    assert isinstance(read, DepositResponse)
    assert (read.data.id, read.data.reference, read.data.status) == (deposit.id, reference, DepositStatus.PENDING)
    assert read.data.created_at == deposit.created_at

    # Listing filters take datetimes as the client writes them (isoformat: microseconds, +00:00).
    listed = list_deposits.sync(client=fresh_client, reference=reference, created_from=deposit.created_at, created_to=deposit.created_at)
    assert isinstance(listed, DepositPageResponse), listed
    assert [d.id for d in listed.data.items] == [deposit.id]
    later = list_deposits.sync(client=fresh_client, created_from=deposit.created_at + datetime.timedelta(milliseconds=1))
    assert deposit.id not in [d.id for d in later.data.items]

    # The sandbox plays the payer.
    paid = sandbox_pay_deposit.sync(deposit.id, client=fresh_client)
    assert isinstance(paid, DepositResponse), paid
    assert paid.data.status == DepositStatus.PAID
    assert get_deposit.sync(deposit.id, client=fresh_client).data.status == DepositStatus.PAID

    # The new company's balance is the deposit's net amount.
    balance = get_company_balance.sync(client=fresh_client)
    assert isinstance(balance, CompanyBalanceResponse), balance
    brl = balance.data.balances.brl
    assert (brl.available, brl.blocked, brl.total) == (deposit.net_amount, 0, deposit.net_amount)

    # A Pix withdrawal: the answer is the `method: pix` variant, and its total is held.
    made = create_withdrawal.sync(
        client=fresh_client, body=PixWithdrawalRequest(amount=25.5, pix_key="joao.pereira@example.com", customer=RECIPIENT, reference=f"{reference}-w")
    )
    assert isinstance(made, WithdrawalResponse), made
    withdrawal = made.data
    assert isinstance(withdrawal, PixWithdrawal)
    assert withdrawal.method.value == "pix"
    assert withdrawal.amount == 25.5
    assert withdrawal.total_amount == round(withdrawal.amount + withdrawal.fee_amount, 2)
    held = get_company_balance.sync(client=fresh_client).data.balances.brl
    assert held.blocked in (withdrawal.total_amount, 0)  # 0 once it was paid already
    assert round(held.available + held.blocked, 2) == held.total

    # The sandbox pays it within seconds.
    deadline = time.monotonic() + 20
    while True:
        current = get_withdrawal.sync(withdrawal.id, client=fresh_client).data
        if current.status == WithdrawalStatus.PAID or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert current.status == WithdrawalStatus.PAID
    final = get_company_balance.sync(client=fresh_client).data.balances.brl
    assert (final.available, final.blocked) == (round(deposit.net_amount - withdrawal.total_amount, 2), 0)


def test_refused_requests_carry_an_error_code(client, reference):
    first = create_deposit.sync(client=client, body=CreateDepositRequest(amount=10, customer=PAYER, reference=reference))
    assert isinstance(first, DepositResponse), first

    # The same reference with another amount: 409 DUPLICATE_REFERENCE.
    again = create_deposit.sync_detailed(client=client, body=CreateDepositRequest(amount=11, customer=PAYER, reference=reference))
    assert again.status_code == 409
    assert isinstance(again.parsed, ConflictError)
    assert again.parsed.success is False
    assert again.parsed.error.code.value == "DUPLICATE_REFERENCE"

    # An amount with three decimals: 422 VALIDATION_ERROR naming the field.
    invalid = create_deposit.sync_detailed(client=client, body=CreateDepositRequest(amount=10.005, customer=PAYER, reference=f"{reference}-x"))
    assert invalid.status_code == 422
    assert isinstance(invalid.parsed, ValidationFailedError)
    assert invalid.parsed.error.code.value == "VALIDATION_ERROR"
    assert [d.field for d in invalid.parsed.error.details] == ["amount"]
