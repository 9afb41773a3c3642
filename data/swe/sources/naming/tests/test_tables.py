import pytest

from naming import class_name, foreign_key, table_name


@pytest.mark.parametrize(
    ("model", "table"),
    [("UserAccount", "user_accounts"), ("Person", "people"), ("Category", "categories"), ("Post", "posts")],
)
def test_table_name(model, table):
    assert table_name(model) == table


def test_foreign_key():
    assert foreign_key("UserAccount") == "user_account_id"


def test_class_name_of_a_singular_table():
    assert class_name("post") == "Post"
    assert class_name("user_account") == "UserAccount"


def test_class_name_is_singular():
    assert class_name("user_accounts") == "UserAccount"
    assert class_name("people") == "Person"


def test_class_name_round_trips_table_name():
    for model in ("UserAccount", "Person", "Category"):
        assert class_name(table_name(model)) == model
