import pytest
from inikit import ParseError, parse

TEXT = """
# a comment
[server]
host = example.org
port = 8080

; another comment
[client]
retries=3
"""


def test_sections_and_keys():
    assert parse(TEXT) == {"server": {"host": "example.org", "port": "8080"}, "client": {"retries": "3"}}


def test_empty_text_has_no_sections():
    assert parse("") == {}
    assert parse("\n# only a comment\n") == {}


def test_value_may_contain_equals_sign():
    config = parse("[links]\nsearch = https://example.org/?q=a&lang=en\n")
    assert config["links"]["search"] == "https://example.org/?q=a&lang=en"


def test_empty_value():
    assert parse("[a]\nkey =\n") == {"a": {"key": ""}}


@pytest.mark.parametrize(
    "text",
    [
        "key = value\n",
        "[a]\nkey = 1\nkey = 2\n",
        "[a]\n[a]\n",
        "[a]\njust words\n",
        "[unclosed\n",
    ],
    ids=["no-section", "duplicate-key", "duplicate-section", "no-equals", "unclosed-header"],
)
def test_invalid_text_is_rejected(text):
    with pytest.raises(ParseError):
        parse(text)


def test_errors_name_the_line_counting_from_one():
    with pytest.raises(ParseError) as error:
        parse("[a]\nx = 1\nbroken\n")
    assert error.value.line_number == 3
    assert str(error.value).startswith("line 3:")
