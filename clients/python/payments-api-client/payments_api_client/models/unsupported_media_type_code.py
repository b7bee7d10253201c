from enum import StrEnum


class UnsupportedMediaTypeCode(StrEnum):
    UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE"

    def __str__(self) -> str:
        return str(self.value)
