// Smoke flow of the generated Go client (package payments) against a running server with the
// sandbox on. The server and credentials come from the environment:
//
//	PAYMENTS_BASE_URL    base URL (e.g. http://127.0.0.1:3000)
//	PAYMENTS_API_KEY     X-Api-Key of a company on it
//	PAYMENTS_API_SECRET  X-Api-Secret of that company
//
// Run with `go test ./...` in clients/go.
package smoke_test

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"os"
	"testing"
	"time"

	"payments-api/clients/go/payments"
)

func env(t *testing.T, name string) string {
	t.Helper()
	value := os.Getenv(name)
	if value == "" {
		t.Fatalf("%s is not set: the smoke flow needs PAYMENTS_BASE_URL, PAYMENTS_API_KEY and PAYMENTS_API_SECRET", name)
	}
	return value
}

// clientFor is the generated client with the two credential headers every request needs.
func clientFor(t *testing.T, apiKey, apiSecret string) *payments.ClientWithResponses {
	t.Helper()
	client, err := payments.NewClientWithResponses(env(t, "PAYMENTS_BASE_URL"), payments.WithRequestEditorFn(func(_ context.Context, req *http.Request) error {
		req.Header.Set("X-Api-Key", apiKey)
		req.Header.Set("X-Api-Secret", apiSecret)
		return nil
	}))
	if err != nil {
		t.Fatal(err)
	}
	return client
}

func envClient(t *testing.T) *payments.ClientWithResponses {
	return clientFor(t, env(t, "PAYMENTS_API_KEY"), env(t, "PAYMENTS_API_SECRET"))
}

// freshClient is a client of a new company made through the sandbox, so balances start at zero.
func freshClient(t *testing.T) *payments.ClientWithResponses {
	t.Helper()
	created, err := envClient(t).SandboxCreateCompanyWithResponse(context.Background(), payments.SandboxCreateCompanyRequest{TradeName: "Smoke Go Ltda"})
	if err != nil {
		t.Fatal(err)
	}
	if created.JSON201 == nil {
		t.Fatalf("creating a sandbox company: HTTP %d %s", created.StatusCode(), created.Body)
	}
	return clientFor(t, created.JSON201.Data.ApiKey, created.JSON201.Data.ApiSecret)
}

func reference(kind string) string {
	return fmt.Sprintf("go-smoke-%s-%d", kind, time.Now().UnixNano())
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

func ptr[T any](v T) *T { return &v }

var payer = payments.ChargeCustomerInput{Name: "Maria Oliveira Santos", Document: "529.982.247-25", Email: ptr[payments.EmailAddress]("maria.santos@example.com"), Phone: ptr("(11) 98765-4321")}

var recipient = payments.WithdrawalCustomerInput{Name: "João Pereira Lima", Document: "111.444.777-35", Email: "joao.pereira@example.com", Phone: "+55 21 99876-5432"}

func TestDepositPayBalanceAndPixWithdrawal(t *testing.T) {
	ctx := context.Background()
	client := freshClient(t)
	ref := reference("deposit")

	// Create a deposit and read it back.
	created, err := client.CreateDepositWithResponse(ctx, nil, payments.CreateDepositRequest{Amount: 150, Customer: payer, Reference: ref})
	if err != nil {
		t.Fatal(err)
	}
	if created.JSON200 == nil {
		t.Fatalf("create deposit: HTTP %d %s", created.StatusCode(), created.Body)
	}
	deposit := created.JSON200.Data
	if deposit.Status != payments.DepositStatusPending || deposit.Amount != 150 || deposit.Customer.Document != "52998224725" {
		t.Fatalf("unexpected deposit: %+v", deposit)
	}
	if deposit.NetAmount != round2(deposit.Amount-deposit.FeeAmount) {
		t.Fatalf("netAmount %v is not amount %v - fee %v", deposit.NetAmount, deposit.Amount, deposit.FeeAmount)
	}
	if len(deposit.QrCode.Payload) < 6 || deposit.QrCode.Payload[:6] != "000201" {
		t.Fatalf("not a BR Code: %q", deposit.QrCode.Payload)
	}

	read, err := client.GetDepositWithResponse(ctx, deposit.Id, nil)
	if err != nil {
		t.Fatal(err)
	}
	if read.JSON200 == nil {
		t.Fatalf("get deposit: HTTP %d %s", read.StatusCode(), read.Body)
	}
	if read.JSON200.Data.Id != deposit.Id || read.JSON200.Data.Reference != ref || !read.JSON200.Data.CreatedAt.Equal(deposit.CreatedAt) {
		t.Fatalf("read back another deposit: %+v", read.JSON200.Data)
	}

	// Listing filters take time.Time values (sent as RFC 3339, trailing zeros of the fraction dropped).
	listed, err := client.ListDepositsWithResponse(ctx, &payments.ListDepositsParams{Reference: &ref, CreatedFrom: &deposit.CreatedAt, CreatedTo: &deposit.CreatedAt})
	if err != nil {
		t.Fatal(err)
	}
	if listed.JSON200 == nil || len(listed.JSON200.Data.Items) != 1 || listed.JSON200.Data.Items[0].Id != deposit.Id {
		t.Fatalf("list deposits by reference and creation time: HTTP %d %s", listed.StatusCode(), listed.Body)
	}
	later := deposit.CreatedAt.Add(time.Millisecond)
	after, err := client.ListDepositsWithResponse(ctx, &payments.ListDepositsParams{CreatedFrom: &later})
	if err != nil {
		t.Fatal(err)
	}
	if after.JSON200 == nil {
		t.Fatalf("list deposits created later: HTTP %d %s", after.StatusCode(), after.Body)
	}
	for _, d := range after.JSON200.Data.Items {
		if d.Id == deposit.Id {
			t.Fatalf("createdFrom %s listed a deposit created at %s", later.Format(time.RFC3339Nano), deposit.CreatedAt.Format(time.RFC3339Nano))
		}
	}

	// The sandbox plays the payer.
	paid, err := client.SandboxPayDepositWithResponse(ctx, deposit.Id)
	if err != nil {
		t.Fatal(err)
	}
	if paid.JSON200 == nil || paid.JSON200.Data.Status != payments.DepositStatusPaid {
		t.Fatalf("pay deposit: HTTP %d %s", paid.StatusCode(), paid.Body)
	}

	// The new company's balance is the deposit's net amount.
	balance, err := client.GetCompanyBalanceWithResponse(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if balance.JSON200 == nil {
		t.Fatalf("balance: HTTP %d %s", balance.StatusCode(), balance.Body)
	}
	brl := balance.JSON200.Data.Balances.Brl
	if brl.Available != deposit.NetAmount || brl.Blocked != 0 || brl.Total != deposit.NetAmount {
		t.Fatalf("balance %+v, want %v available", brl, deposit.NetAmount)
	}

	// A Pix withdrawal: the body is the Pix variant of the request union, the answer the `pix` variant.
	var body payments.CreateWithdrawalRequest
	if err := body.FromPixWithdrawalRequest(payments.PixWithdrawalRequest{Amount: 25.5, PixKey: "joao.pereira@example.com", Customer: recipient, Reference: reference("withdrawal")}); err != nil {
		t.Fatal(err)
	}
	made, err := client.CreateWithdrawalWithResponse(ctx, nil, body)
	if err != nil {
		t.Fatal(err)
	}
	if made.JSON200 == nil {
		t.Fatalf("create withdrawal: HTTP %d %s", made.StatusCode(), made.Body)
	}
	if method, err := made.JSON200.Data.Discriminator(); err != nil || method != "pix" {
		t.Fatalf("withdrawal method %q (%v), want pix", method, err)
	}
	withdrawal, err := made.JSON200.Data.AsPixWithdrawal()
	if err != nil {
		t.Fatal(err)
	}
	if withdrawal.Amount != 25.5 || withdrawal.TotalAmount != round2(withdrawal.Amount+withdrawal.FeeAmount) {
		t.Fatalf("unexpected withdrawal: %+v", withdrawal)
	}

	// The sandbox pays it within seconds; then only the total has left the balance.
	deadline := time.Now().Add(20 * time.Second)
	for {
		current, err := client.GetWithdrawalWithResponse(ctx, withdrawal.Id, nil)
		if err != nil {
			t.Fatal(err)
		}
		if current.JSON200 == nil {
			t.Fatalf("get withdrawal: HTTP %d %s", current.StatusCode(), current.Body)
		}
		pix, err := current.JSON200.Data.AsPixWithdrawal()
		if err != nil {
			t.Fatal(err)
		}
		if pix.Status == payments.WithdrawalStatusPaid {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("withdrawal still %s after 20 s", pix.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}
	final, err := client.GetCompanyBalanceWithResponse(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := final.JSON200.Data.Balances.Brl, round2(deposit.NetAmount-withdrawal.TotalAmount); got.Available != want || got.Blocked != 0 {
		t.Fatalf("balance after the withdrawal %+v, want %v available", got, want)
	}
}

func TestRefusedRequestsCarryAnErrorCode(t *testing.T) {
	ctx := context.Background()
	client := envClient(t)
	ref := reference("refused")

	first, err := client.CreateDepositWithResponse(ctx, nil, payments.CreateDepositRequest{Amount: 10, Customer: payer, Reference: ref})
	if err != nil {
		t.Fatal(err)
	}
	if first.JSON200 == nil {
		t.Fatalf("create deposit: HTTP %d %s", first.StatusCode(), first.Body)
	}

	// The same reference with another amount: 409 DUPLICATE_REFERENCE.
	again, err := client.CreateDepositWithResponse(ctx, nil, payments.CreateDepositRequest{Amount: 11, Customer: payer, Reference: ref})
	if err != nil {
		t.Fatal(err)
	}
	if again.StatusCode() != http.StatusConflict || again.JSON409 == nil {
		t.Fatalf("want 409, got HTTP %d %s", again.StatusCode(), again.Body)
	}
	if again.JSON409.Success || again.JSON409.Error.Code != payments.ConflictCodeDUPLICATEREFERENCE {
		t.Fatalf("want DUPLICATE_REFERENCE, got %+v", again.JSON409.Error)
	}

	// An amount with three decimals: 422 VALIDATION_ERROR naming the field.
	invalid, err := client.CreateDepositWithResponse(ctx, nil, payments.CreateDepositRequest{Amount: 10.005, Customer: payer, Reference: ref + "-x"})
	if err != nil {
		t.Fatal(err)
	}
	if invalid.StatusCode() != http.StatusUnprocessableEntity || invalid.JSON422 == nil {
		t.Fatalf("want 422, got HTTP %d %s", invalid.StatusCode(), invalid.Body)
	}
	if invalid.JSON422.Error.Code != payments.ValidationCodeVALIDATIONERROR || invalid.JSON422.Error.Details == nil {
		t.Fatalf("want VALIDATION_ERROR with details, got %+v", invalid.JSON422.Error)
	}
	if details := *invalid.JSON422.Error.Details; len(details) != 1 || details[0].Field != "amount" {
		t.Fatalf("want one detail on amount, got %+v", details)
	}
}
