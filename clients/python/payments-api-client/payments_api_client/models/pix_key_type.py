from enum import StrEnum


class PixKeyType(StrEnum):
    CNPJ = "cnpj"
    CPF = "cpf"
    EMAIL = "email"
    EVP = "evp"
    PHONE = "phone"

    def __str__(self) -> str:
        return str(self.value)
