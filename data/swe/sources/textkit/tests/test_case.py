import pytest
from textkit import camel_case, kebab_case, snake_case, words


@pytest.mark.parametrize(
    "text, expected",
    [
        ("helloWorld", "hello_world"),
        ("Hello world", "hello_world"),
        ("already_snake", "already_snake"),
        ("kebab-case-words", "kebab_case_words"),
        ("version2Update", "version_2_update"),
    ],
    ids=["camel", "words", "snake", "kebab", "digits"],
)
def test_snake_case(text, expected):
    assert snake_case(text) == expected


def test_snake_case_keeps_acronyms_together():
    assert snake_case("HTTPServerError") == "http_server_error"
    assert snake_case("parseHTML") == "parse_html"


def test_kebab_case():
    assert kebab_case("Hello World") == "hello-world"
    assert kebab_case("some_snake_name") == "some-snake-name"


def test_kebab_case_keeps_acronyms_together():
    assert kebab_case("XMLHttpRequest") == "xml-http-request"


def test_camel_case():
    assert camel_case("http_server") == "httpServer"
    assert camel_case("Hello world again") == "helloWorldAgain"


def test_words_of_empty_text():
    assert words("") == []
    assert snake_case("  --  ") == ""
